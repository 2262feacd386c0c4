// npm run restore -- --to DIR [--at TIME]: a new node's data folder from the replica in the object
// store (OBJECT_STORE_URL and the other OBJECT_STORE_* variables, as the backend reads them), as
// of the newest moment or of TIME (RFC 3339, e.g. 2026-11-27T10:15:00Z, or Unix milliseconds),
// to undo a staff mistake. The restored database is checked (integrity and the ledger
// invariants) before this exits 0. Then: the backend's `serve --dir DIR`. See docs/operations.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const binary = join(root, 'backend/bin/pocketbase');

const { values } = parseArgs({ options: { to: { type: 'string' }, at: { type: 'string' } } });
if (!values.to) {
  console.error('usage: npm run restore -- --to DIR [--at TIME]   (TIME: RFC 3339 or Unix milliseconds)');
  process.exit(2);
}
if (!process.env.OBJECT_STORE_URL) {
  console.error('OBJECT_STORE_URL is not set: point it (and OBJECT_STORE_*) at the object store holding the replica.');
  process.exit(2);
}
if (!existsSync(binary)) spawnSync('node', [join(root, 'scripts/build-backend.mjs')], { stdio: 'inherit' });

// The command runs inside a PocketBase app of its own, which needs a data folder: a throwaway one.
const scratch = mkdtempSync(join(tmpdir(), 'fwd-restore-'));
try {
  const args = ['replica', 'restore', `--to=${resolve(values.to)}`, `--dir=${scratch}`];
  if (values.at) args.push(`--at=${values.at}`);
  const { status } = spawnSync(binary, args, { cwd: join(root, 'backend'), stdio: 'inherit' });
  process.exitCode = status ?? 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
