// A PocketBase of its own for a benchmark: a free loopback port, a temporary data folder, the
// repo's hooks and migrations, BENCH=1 (the bulk routes of backend/pb_hooks/bench.pb.js), no rate
// limits, a superuser, and the template customer whose password /api/bench/grow gives the bench
// customers. Used by scripts/bench-api.mjs and scripts/bench-realtime.mjs.
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pocketbaseBinary, servePocketBase, serverEnv } from './pocketbase.mjs';
import { freePort } from './ports.mjs';

// BENCH_POCKETBASE: another build to measure (one with net/http/pprof, say).
const binary = process.env.BENCH_POCKETBASE ?? pocketbaseBinary;
const SUPERUSER = { email: 'bench@forwardly.test', password: 'bench-password-1' };
const TEMPLATE = { email: 'bench-template@bench.test', password: 'bench-password-1' };

/**
 * Starts backend/bin/pocketbase on 127.0.0.1 with its data in a new folder `<tmpdir>/<dataPrefix>…`
 * and `env` added to its environment, waits until it answers (up to 60 s), signs in as its
 * superuser and creates the template customer. Ctrl+C stops it. If any of that fails, it is
 * stopped, its folder removed, and the error carries the end of its output.
 * @param {{ dataPrefix: string, env?: Record<string, string> }} options
 * @returns {Promise<{
 *   url: string,
 *   su: string,
 *   templateEmail: string,
 *   call: (method: string, path: string, body?: unknown, token?: string) => Promise<any>,
 *   output: () => string,
 *   stop: () => Promise<void>,
 * }>}
 *   `su`: a superuser token; `templateEmail`: for /api/bench/grow; `call`: a JSON request to it
 *   (throws unless 2xx; an empty answer is undefined); `output()`: everything it printed so far;
 *   `stop()`: stops it and removes its data folder.
 */
export async function startBenchServer({ dataPrefix, env = {} }) {
  if (!existsSync(binary)) throw new Error('backend/bin/pocketbase is missing: run npm run build:backend first');

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), dataPrefix));
  // BENCH_SERVER_LOG=FILE keeps the whole server log (Litestream's snapshots and compactions, to
  // set beside the rounds' times); otherwise only its tail is printed when the bench fails.
  const log = process.env.BENCH_SERVER_LOG;
  const { child: server, output } = servePocketBase({
    port,
    dataDir,
    binary,
    env: serverEnv(SUPERUSER, { BENCH: '1', ...env }),
    onOutput: log ? (chunk) => appendFileSync(log, chunk) : undefined,
  });
  const kill = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('SIGINT', () => {
    kill();
    process.exit(130);
  });
  const stop = async () => {
    kill();
    const running = server.exitCode === null && server.signalCode === null;
    await new Promise((resolve) => (running ? server.once('exit', resolve) : resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  };

  const call = async (method, path, body, token) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
    return text ? JSON.parse(text) : undefined;
  };

  let su;
  try {
    await waitUntilHealthy();
    su = (
      await call('POST', '/api/collections/_superusers/auth-with-password', {
        identity: SUPERUSER.email,
        password: SUPERUSER.password,
      })
    ).token;
    await call('POST', '/api/collections/users/records', {
      email: TEMPLATE.email,
      password: TEMPLATE.password,
      passwordConfirm: TEMPLATE.password,
      name: 'Bench template',
    });
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${output().slice(-3000)}`, { cause: error });
  }
  return { url, pid: server.pid, su, templateEmail: TEMPLATE.email, call, output, stop };

  async function waitUntilHealthy() {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`PocketBase exited with ${server.exitCode}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok && output().includes('Server started')) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('PocketBase did not start within 60 s');
  }
}
