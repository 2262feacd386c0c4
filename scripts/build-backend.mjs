// Builds the PocketBase binary into backend/bin (ignored by git; Go's build cache makes reruns
// fast), then writes the JS VM's typings to backend/pb_data/types.d.ts (ignored), which the hooks
// are type-checked against (backend/tsconfig.hooks.json).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = fileURLToPath(new URL('../backend', import.meta.url));
execFileSync('go', ['build', '-o', 'bin/pocketbase', '.'], { cwd: backend, stdio: 'inherit' });

// Any command makes the JS VM write its typings into the data folder; use a throwaway one.
const scratch = mkdtempSync(join(tmpdir(), 'fwd-pb-types-'));
try {
  execFileSync('bin/pocketbase', ['migrate', 'history-sync', `--dir=${scratch}`], { cwd: backend, stdio: 'ignore' });
  mkdirSync(join(backend, 'pb_data'), { recursive: true });
  copyFileSync(join(scratch, 'types.d.ts'), join(backend, 'pb_data/types.d.ts'));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
