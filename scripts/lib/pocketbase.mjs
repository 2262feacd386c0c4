// `pocketbase serve` for the scripts that start their own (the drill's nodes, the benches' server).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const backend = fileURLToPath(new URL('../../backend', import.meta.url));
export const pocketbaseBinary = join(backend, 'bin/pocketbase');

/**
 * What such a PocketBase runs with: PATH and HOME, rate limits off (every client of a script is
 * 127.0.0.1: the per-client limits would measure the limiter), `superuser` created as it starts,
 * and `env`.
 * @param {{ email: string, password: string }} superuser
 * @param {Record<string, string>} [env]
 * @returns {Record<string, string>}
 */
export function serverEnv(superuser, env = {}) {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    RATE_LIMITS: 'off',
    PB_SUPERUSER_EMAIL: superuser.email,
    PB_SUPERUSER_PASSWORD: superuser.password,
    ...env,
  };
}

/**
 * Starts `binary serve` on 127.0.0.1:`port` with its data in `dataDir`, the repo's hooks and
 * migrations, and `env` (see `serverEnv`) as its whole environment. All it prints is kept (`output()`) and handed to
 * `onOutput` as it comes.
 * @param {{
 *   port: number,
 *   dataDir: string,
 *   env: Record<string, string>,
 *   binary?: string,
 *   onOutput?: (chunk: Buffer) => void,
 * }} options
 * @returns {{ child: import('node:child_process').ChildProcess, output: () => string }}
 */
export function servePocketBase({ port, dataDir, env, binary = pocketbaseBinary, onOutput }) {
  const child = spawn(
    binary,
    [
      'serve',
      `--http=127.0.0.1:${port}`,
      `--dir=${dataDir}`,
      `--hooksDir=${join(backend, 'pb_hooks')}`,
      `--migrationsDir=${join(backend, 'pb_migrations')}`,
    ],
    { cwd: backend, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk) => {
    output += chunk;
    onOutput?.(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => output };
}
