// Builds the PocketBase binary into backend/bin (ignored by git). Go's build cache makes reruns fast.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const backend = fileURLToPath(new URL('../backend', import.meta.url));
execFileSync('go', ['build', '-o', 'bin/pocketbase', '.'], { cwd: backend, stdio: 'inherit' });
