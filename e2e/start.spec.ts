import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { listening } from '../scripts/lib/ports.mjs';
import { APP_FOLDERS } from '../tooling/remotes.mjs';
import { freePort } from './support/free-port';

// `npm start` (scripts/start.mjs) run for real from a copy of the repo in a folder only its owner
// can enter (mode 0700, as mkdtemp makes it and as /root is), against the existing builds.
const root = fileURLToPath(new URL('..', import.meta.url));

test.describe.configure({ mode: 'serial' });
// PocketBase seeds the demo data on its first start; a busy machine takes its time.
test.setTimeout(240_000);

let dir: string;
let clone: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'fwd-start-'));
  expect(statSync(dir).mode & 0o777).toBe(0o700);
  clone = join(dir, 'clone');
  for (const path of ['scripts', 'nginx', 'tooling']) cpSync(join(root, path), join(clone, path), { recursive: true });
  mkdirSync(join(clone, 'backend/bin'), { recursive: true });
  for (const path of ['node_modules', 'backend/bin/pocketbase', 'backend/pb_hooks', 'backend/pb_migrations']) {
    symlinkSync(join(root, path), join(clone, path));
  }
  for (const app of APP_FOLDERS) {
    mkdirSync(join(clone, app));
    symlinkSync(join(root, app, 'dist'), join(clone, app, 'dist'));
  }
});

test.afterAll(() => {
  // Whatever a failed run left behind is stopped (only processes started from this folder).
  for (const pid of processesUnder(dir)) process.kill(pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Processes started from `folder` or naming it on their command line: the script and everything it
 * started (nginx's workers, which name nothing, work in the folder their master was started in).
 */
function processesUnder(folder: string): number[] {
  const read = (get: () => string) => {
    try {
      return get();
    } catch {
      return '';
    }
  };
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
    .filter(
      (pid) =>
        read(() => readFileSync(`/proc/${pid}/cmdline`, 'utf8')).includes(folder) ||
        read(() => readlinkSync(`/proc/${pid}/cwd`)).startsWith(folder),
    )
    .map(Number);
}

interface Started {
  child: ChildProcess;
  output: () => string;
  /** Resolves when the app is up (true) or the script has exited first (false). */
  ready: Promise<boolean>;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>, script = join(clone, 'scripts/start.mjs')): Started {
  const child = spawn('node', [script], {
    cwd: clone,
    env: {
      ...process.env,
      START_SKIP_BUILD: '1',
      RUN_DIR: join(dir, 'run'),
      PB_DATA: join(dir, 'pb_data'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<boolean>((resolve) => {
    const watch = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('Forwardly is running at')) resolve(true);
    };
    child.stdout?.on('data', watch);
    child.stderr?.on('data', watch);
    void exited.then(() => resolve(false));
  });
  return { child, output: () => output, ready, exited };
}

async function expectNothingLeft(ports: number[]) {
  for (const port of ports) expect(await listening(port), `port ${port}`).toBe(false);
  expect(processesUnder(dir)).toEqual([]);
}

test('npm start as root serves the app from a folder only root can enter, and SIGHUP stops all of it', async () => {
  const port = await freePort();
  const pbPort = await freePort();
  const app = start({ PORT: String(port), PB_PORT: String(pbPort) });
  expect(await app.ready, app.output()).toBe(true);

  const page = await fetch(`http://127.0.0.1:${port}/`);
  expect(page.status, app.output()).toBe(200);
  expect(await page.text()).toContain('<div id="root"');
  expect((await fetch(`http://127.0.0.1:${port}/remotes/mf-account/mf-manifest.json`)).status).toBe(200);
  expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

  app.child.kill('SIGHUP');
  expect(await app.exited).toBe(0);
  await expectNothingLeft([port, pbPort]);
});

test('npm start refuses a port already in use with a clear message and starts nothing', async () => {
  const pbPort = await freePort();
  const taken = await freePort();
  const server = createServer().listen(taken, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const app = start({ PORT: String(taken), PB_PORT: String(pbPort) });
    expect(await app.exited).not.toBe(0);
    expect(app.output()).toContain(`Port ${taken} is already in use`);
    expect(app.output()).toContain('PORT=<port>');
    await expectNothingLeft([pbPort]);
  } finally {
    server.close();
  }
});

test('when nginx cannot start, npm start says why, stops PocketBase and exits non-zero', async () => {
  const port = await freePort();
  const pbPort = await freePort();
  const template = join(clone, 'nginx/forwardly.conf.template');
  const original = readFileSync(template, 'utf8');
  writeFileSync(template, original.replace('worker_processes auto;', 'worker_processes auto;\nnot_a_directive on;'));
  try {
    const app = start({ PORT: String(port), PB_PORT: String(pbPort) });
    expect(await app.ready).toBe(false);
    expect(await app.exited).not.toBe(0);
    expect(app.output()).toMatch(/nginx stopped \(exit code 1\): .*unknown directive "not_a_directive"/);
    expect(app.output()).toContain('Stopping everything.');
    await expectNothingLeft([port, pbPort]);
  } finally {
    writeFileSync(template, original);
  }
});

test('when nginx answers with an error, npm start reports the status and nginx’s reason at once', async () => {
  const port = await freePort();
  const pbPort = await freePort();
  // The shell's folder is there but empty: nginx is up, and every page is a 403 or 404.
  const shell = join(dir, 'empty-shell');
  mkdirSync(shell, { recursive: true });
  rmSync(join(clone, 'shell/dist'));
  symlinkSync(shell, join(clone, 'shell/dist'));
  try {
    const app = start({ PORT: String(port), PB_PORT: String(pbPort) });
    expect(await app.ready).toBe(false);
    expect(await app.exited).toBe(1);
    expect(app.output()).toMatch(/npm start failed: http:\/\/127\.0\.0\.1:\d+\/ is not served: it answered \d{3} /);
    expect(app.output()).toMatch(/error\.log: .*\[error\]/);
    await expectNothingLeft([port, pbPort]);
  } finally {
    rmSync(join(clone, 'shell/dist'));
    symlinkSync(join(root, 'shell/dist'), join(clone, 'shell/dist'));
  }
});
