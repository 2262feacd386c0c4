// npm run dev: PocketBase with demo data plus a hot-reloading Vite server for the shell and each
// remote. The shell (http://localhost:5173) loads the remotes from their own dev servers.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execSync } from 'node:child_process';
import { REMOTES } from '../tooling/remotes.mjs';
import { run, waitForHttp } from './lib/processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
execSync('node scripts/build-backend.mjs', { cwd: root, stdio: 'inherit' });
run(
  'PocketBase',
  join(root, 'backend/bin/pocketbase'),
  // Dev mode (verbose logs, never SQL: see backend/main.go) only here, and only because we ask for it.
  ['serve', '--dev', '--http', '127.0.0.1:8090', '--dir', join(root, 'data/pb_data')],
  {
    cwd: join(root, 'backend'),
    env: { DEMO: '1', APP_URL: 'http://localhost:5173', PB_HOOKS_WATCH: '1', ...process.env },
  },
);
await waitForHttp('http://127.0.0.1:8090/api/health');
for (const app of [...REMOTES.map((remote) => remote.folder), 'shell']) {
  run(app, 'npx', ['vite'], { cwd: join(root, app) });
}
const ports = REMOTES.map((remote) => remote.devPort).join(', ');
console.log(`\nShell: http://localhost:5173  (remotes on ${ports}, PocketBase on 8090). Ctrl+C stops all.`);
