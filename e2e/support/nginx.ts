import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderNginxConfig } from '../../nginx/render.mjs';
import { listening } from '../../scripts/lib/ports.mjs';

/**
 * Starts nginx in the foreground with the production config, rendered for this test run; with a
 * certificate it serves HTTPS with HTTP/2.
 */
export async function startNginx(options: {
  port: number;
  apps: string;
  pocketbase: string;
  dir: string;
  tls?: { cert: string; key: string };
}) {
  const run = join(options.dir, 'run');
  const logs = join(options.dir, 'logs');
  for (const d of [run, logs, join(run, 'client_body'), join(run, 'proxy')])
    mkdirSync(d, { recursive: true, mode: 0o777 });
  const conf = join(options.dir, 'nginx.conf');
  await writeFile(
    conf,
    renderNginxConfig({
      listen: `127.0.0.1:${options.port}`,
      apps: options.apps,
      pocketbase: options.pocketbase,
      run,
      logs,
      tls: options.tls,
    }),
  );
  const child: ChildProcess = spawn('nginx', ['-p', options.dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `${options.tls ? 'https' : 'http'}://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    // A plain TCP connection is enough to know it listens (no client here trusts a test certificate).
    if (await listening(options.port)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen on ${url} within 15 s (see ${logs}/error.log)`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
