import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const backend = fileURLToPath(new URL('..', import.meta.url));
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/**
 * Starts PocketBase the way `npm start` does (`serve --http … --dir …`, demo data, working directory
 * backend/) from a binary under the system temp folder, as in a clone made there, signs in once
 * with a wrong and once with a right password, and returns everything it printed.
 */
async function outputOfStart(extraArgs: string[] = [], env: Record<string, string> = {}): Promise<string> {
  const clone = mkdtempSync(join(tmpdir(), 'fwd-clone-'));
  folders.push(clone);
  mkdirSync(join(clone, 'bin'));
  const binary = join(clone, 'bin/pocketbase');
  copyFileSync(join(backend, 'bin/pocketbase'), binary);
  const port = 20000 + Math.floor(Math.random() * 20000);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(binary, ['serve', ...extraArgs, '--http', `127.0.0.1:${port}`, '--dir', join(clone, 'pb_data')], {
    cwd: backend,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DEMO: '1', APP_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const deadline = Date.now() + 45_000;
    while (!output.includes('Server started')) {
      if (child.exitCode !== null) throw new Error(`PocketBase exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`PocketBase did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const password of ['wrong-password-1', 'demo-password-1']) {
      await fetch(`${url}/api/collections/users/auth-with-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identity: 'customer@example.com', password }),
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
  return output;
}

/** Lines that would leak a secret: SQL statements (they carry the values), token keys, bcrypt hashes, installer tokens. */
function leaks(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => /tokenKey|\$2[aby]\$|pbinstall|\b(SELECT|INSERT|UPDATE|DELETE)\b/.test(line))
    .slice(0, 5);
}

describe('server output', () => {
  it('holds no SQL, token key or password hash when started like npm start from a clone in the temp folder', async () => {
    const output = await outputOfStart();
    expect(output).toContain('Server started');
    expect(leaks(output)).toEqual([]);
  });

  it('holds no SQL, token key or password hash even in dev mode (npm run dev)', async () => {
    const output = await outputOfStart(['--dev']);
    expect(output).toContain('Server started');
    expect(leaks(output)).toEqual([]);
  });

  it('holds no superuser installer token when no superuser is configured', async () => {
    const output = await outputOfStart([], { DEMO: '0' });
    expect(output).toContain('Server started');
    expect(leaks(output)).toEqual([]);
  });
});
