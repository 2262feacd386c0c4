// npm start: installs what is missing, builds the backend and every app, then serves the whole
// product with demo data on one local port (nginx in front of PocketBase). Ctrl+C stops it all.
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderNginxConfig } from '../nginx/render.mjs';
import { APP_FOLDERS as APPS } from '../tooling/remotes.mjs';
import { listening } from './lib/ports.mjs';
import { fail, run, waitForHttp } from './lib/processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.PORT ?? 8080);
const PB_PORT = Number(process.env.PB_PORT ?? 8090);
/** PocketBase's data; benchmarks point it elsewhere so they never touch the demo's. */
const DATA_DIR = process.env.PB_DATA ?? join(root, 'data/pb_data');
const sh = (command) => execSync(command, { cwd: root, stdio: 'inherit' });
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

if (!has('nginx')) {
  if (process.getuid?.() === 0 && has('apt-get')) {
    console.log('Installing nginx…');
    sh('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx');
  } else {
    console.error('nginx is required: install it (e.g. sudo apt-get install nginx) and run npm start again.');
    process.exit(1);
  }
}
if (!existsSync(join(root, 'node_modules/.package-lock.json'))) sh('npm ci');
// START_SKIP_BUILD=1 serves what was built last (the benchmarks, after a build of their own).
if (process.env.START_SKIP_BUILD !== '1') {
  console.log('Building the backend…');
  sh('node scripts/build-backend.mjs');
  console.log('Building the apps…');
  sh('npm run build');
}

for (const [variable, port] of /** @type {const} */ ([
  ['PORT', PORT],
  ['PB_PORT', PB_PORT],
])) {
  if (await listening(port)) {
    console.error(
      `Port ${port} is already in use (an earlier npm start still running?): stop what listens there, or choose another with ${variable}=<port>.`,
    );
    process.exit(1);
  }
}

const runDir = process.env.RUN_DIR ?? join(root, '.run');
const www = join(runDir, 'www');
rmSync(www, { recursive: true, force: true });
mkdirSync(www, { recursive: true });
for (const app of APPS) symlinkSync(join(root, app, 'dist'), join(www, app));
for (const dir of ['nginx/client_body', 'nginx/proxy', 'logs'])
  mkdirSync(join(runDir, dir), { recursive: true, mode: 0o777 });
const conf = join(runDir, 'nginx.conf');
// TLS_CERT and TLS_KEY (PEM files): serve HTTPS with HTTP/2, as production does.
const tls =
  process.env.TLS_CERT && process.env.TLS_KEY ? { cert: process.env.TLS_CERT, key: process.env.TLS_KEY } : undefined;
writeFileSync(
  conf,
  renderNginxConfig({
    listen: `127.0.0.1:${PORT}`,
    apps: www,
    pocketbase: `127.0.0.1:${PB_PORT}`,
    run: join(runDir, 'nginx'),
    logs: join(runDir, 'logs'),
    tls,
    user: workerUser(),
  }),
);

const appUrl = `${tls ? 'https' : 'http'}://127.0.0.1:${PORT}`;
try {
  await serve();
} catch (error) {
  await fail(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(`
Forwardly is running at ${appUrl}

  Customer          customer@example.com       / demo-password-1
  Staff (admin)     admin@staff.test           / demo-password-1
  Staff (sales)     sales@staff.test           / demo-password-1
  Staff (warehouse) warehouse@staff.test       / demo-password-1
  Staff (finance)   finance@staff.test         / demo-password-1
  PocketBase admin  ${process.env.EXPOSE_PB_DASHBOARD === '1' ? appUrl : `http://127.0.0.1:${PB_PORT}`}/_/  admin@example.com / demo-password-1

Data lives in ${DATA_DIR}. Press Ctrl+C to stop.`);

async function serve() {
  const pocketbase = run(
    'PocketBase',
    join(root, 'backend/bin/pocketbase'),
    ['serve', '--http', `127.0.0.1:${PB_PORT}`, '--dir', DATA_DIR],
    {
      cwd: join(root, 'backend'),
      // nginx in front appends the client address to X-Forwarded-For: trust that header (only) here.
      env: { DEMO: '1', APP_URL: appUrl, TRUSTED_PROXY: 'X-Forwarded-For', ...process.env },
    },
  );
  await waitForHttp(`http://127.0.0.1:${PB_PORT}/api/health`, { child: pocketbase, name: 'PocketBase' });
  const nginx = run('nginx', 'nginx', ['-p', runDir, '-c', conf, '-g', 'daemon off;']);
  await waitForHttp(`${appUrl}/`, { child: nginx, name: 'nginx', log: join(runDir, 'logs/error.log') });
}

/**
 * Who nginx's workers run as when it is started as root: the owner of this clone, who can read it
 * wherever it is (nginx's default, nobody, cannot read a clone in /root or any folder of mode 0700).
 */
function workerUser() {
  if (process.getuid?.() !== 0) return undefined;
  const { uid } = statSync(root);
  const id = (/** @type {string[]} */ ...args) => execFileSync('id', args, { encoding: 'utf8' }).trim();
  const user = id('-nu', String(uid));
  return `${user} ${id('-gn', user)}`;
}
