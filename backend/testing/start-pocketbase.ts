import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../e2e/support/free-port';

const backend = fileURLToPath(new URL('..', import.meta.url));
const binary = join(backend, 'bin/pocketbase');

/** The superuser every test instance is started with. */
export const SUPERUSER = { email: 'superuser@forwardly.test', password: 'superuser-password-1' } as const;

/** `pocketbase serve` on `dataDir` with the project's hooks and migrations (`extra` before them). */
export function serveArgs(dataDir: string, ...extra: string[]): string[] {
  return [
    'serve',
    ...extra,
    `--dir=${dataDir}`,
    `--hooksDir=${join(backend, 'pb_hooks')}`,
    `--migrationsDir=${join(backend, 'pb_migrations')}`,
  ];
}

/** What a test's PocketBase runs with: its superuser, and rate limits off unless `env` turns them on. */
export function serverEnv(env: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    PB_SUPERUSER_EMAIL: SUPERUSER.email,
    PB_SUPERUSER_PASSWORD: SUPERUSER.password,
    // Every test request comes from 127.0.0.1: rate limits on only where a test asks for them.
    RATE_LIMITS: 'off',
    ...env,
  };
}

export interface StartOptions {
  /** Extra environment for the server (APP_URL, SMTP_*, DEMO, RATE_LIMITS: 'on', …). */
  env?: Record<string, string>;
  /** Reuse a data folder, e.g. after a crash; a new temporary one by default. */
  dataDir?: string;
}

export interface PocketBaseProcess {
  url: string;
  dataDir: string;
  /** Stops the server with SIGTERM and removes the data folder unless it was given. */
  stop(): Promise<void>;
  /** Kills the server with SIGKILL, keeping the data folder (for crash tests). */
  kill(): Promise<void>;
  /** Starts the server again on the same port and data folder. */
  restart(): Promise<void>;
}

/** Starts a real PocketBase with the project's migrations and hooks on a free loopback port. */
export async function startPocketBase(options: StartOptions = {}): Promise<PocketBaseProcess> {
  if (!existsSync(binary)) throw new Error('backend/bin/pocketbase is missing: run npm run build:backend first');
  const ownsData = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'fwd-pb-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';

  const launch = async () => {
    output = '';
    child = spawn(binary, serveArgs(dataDir, `--http=127.0.0.1:${port}`), {
      cwd: backend,
      env: serverEnv(options.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitUntilHealthy(url, child, () => output);
  };

  const exited = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });

  await launch();
  return {
    url,
    dataDir,
    async stop() {
      await exited('SIGTERM');
      if (ownsData) rmSync(dataDir, { recursive: true, force: true });
    },
    kill: () => exited('SIGKILL'),
    restart: launch,
  };
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PocketBase exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok && output().includes('Server started')) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`PocketBase did not start within 30 s:\n${output()}`);
}
