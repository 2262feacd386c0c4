import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { anonymous, superuser } from '../testing/clients';
import { adjustWallet, fundedCustomer } from '../testing/fixtures';
import { serveArgs, serverEnv } from '../testing/start-pocketbase';
import { startNginx } from '../../e2e/support/nginx';
import { freePort } from '../../e2e/support/free-port';

// An upgrade restarts the backend while customers are connected (docs/operations.md). The socket
// is held by the supervisor (systemd's socket activation in production; a few lines of Python
// here, as systemd-socket-activate starts its command only once) and handed to each PocketBase
// (PB_LISTEN_FD, backend/listener.go): during the restart new connections wait in its queue.
const backend = fileURLToPath(new URL('..', import.meta.url));
const SUPERVISOR = `
import os, signal, socket, subprocess, sys
s = socket.socket()
s.bind(("127.0.0.1", 0))
s.listen(1024)
print("port", s.getsockname()[1], flush=True)
env = dict(os.environ, PB_LISTEN_FD=str(s.fileno()))
def start():
    return subprocess.Popen(sys.argv[1:], env=env, pass_fds=[s.fileno()], stdout=subprocess.DEVNULL)
child = start()
for line in sys.stdin:
    child.send_signal(signal.SIGTERM)
    child.wait()
    child = start()
    print("restarted", child.pid, flush=True)
child.send_signal(signal.SIGTERM)
child.wait()
`;

const dataDir = mkdtempSync(join(tmpdir(), 'fwd-upgrade-'));
let supervisor: ChildProcessWithoutNullStreams | undefined;

let stopNginx: (() => Promise<void>) | undefined;

afterAll(async () => {
  await stopNginx?.();
  if (supervisor && supervisor.exitCode === null) {
    const exited = new Promise((resolve) => supervisor!.once('exit', resolve));
    supervisor.stdin.end();
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The next line the supervisor prints that starts with `word`. */
function nextLine(child: ChildProcessWithoutNullStreams, word: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((l) => l.startsWith(word));
      if (line) {
        child.stdout.off('data', onData);
        resolve(line);
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the supervisor exited with ${code}`)));
  });
}

async function healthy(url: string): Promise<void> {
  // Connections wait in the socket's queue until PocketBase accepts them: no polling needed.
  const response = await fetch(`${url}/api/health`);
  expect(response.status).toBe(200);
}

describe('a backend restart for an upgrade while customers are connected', () => {
  it('loses no read, lands each acknowledged write once, and realtime clients reconnect', async () => {
    supervisor = spawn('python3', ['-c', SUPERVISOR, join(backend, 'bin/pocketbase'), ...serveArgs(dataDir)], {
      cwd: backend,
      env: serverEnv(),
    });
    const port = Number((await nextLine(supervisor, 'port')).split(' ')[1]);
    const url = `http://127.0.0.1:${port}`;
    await healthy(url);

    // Reads come through nginx, as every customer's do in production: a read that the stopping
    // process closed unanswered (a kept-alive connection, or one it had just accepted) is sent
    // again on a new connection (proxy_next_upstream, with the backend listed twice).
    const nginxDir = mkdtempSync(join(tmpdir(), 'fwd-upgrade-nginx-'));
    const nginx = await startNginx({
      port: await freePort(),
      apps: nginxDir,
      pocketbase: `127.0.0.1:${port}`,
      dir: nginxDir,
    });
    stopNginx = async () => {
      await nginx.stop();
      rmSync(nginxDir, { recursive: true, force: true });
    };

    const customer = await fundedCustomer(1_000_000, url);
    const userId = customer.authStore.record!.id;
    const connects: number[] = [];
    await customer.realtime.subscribe('PB_CONNECT', () => connects.push(Date.now()));
    const notified: string[] = [];
    await customer
      .collection('notifications')
      .subscribe('*', (event) => notified.push(String(event.record.body ?? event.record.title)));

    // Reads and writes keep coming while the backend restarts.
    let running = true;
    let reads = 0;
    const readErrors: string[] = [];
    const writes: { title: string; acknowledged: boolean }[] = [];
    const reader = (async () => {
      const pb = anonymous(nginx.url);
      while (running) {
        try {
          await pb.collection('products').getList(1, 5);
          reads++;
        } catch (error) {
          readErrors.push(String(error));
        }
      }
    })();
    const writer = (async () => {
      for (let n = 0; running; n++) {
        const write = { title: `restart write ${n}`, acknowledged: false };
        writes.push(write);
        try {
          await customer.collection('cart_items').create({
            user: userId,
            link: 'https://item.taobao.com/item.htm?id=7',
            title: write.title,
            shop: 'Restart shop',
            qty: 1,
            unit_price_src: 1_000,
          });
          write.acknowledged = true;
        } catch {
          // refused: a clear error for the client, and nothing booked (checked below)
        }
      }
    })();

    const readsBefore = reads;
    supervisor.stdin.write('restart\n');
    await nextLine(supervisor, 'restarted');
    await healthy(url);
    // The SDK reconnects by itself; a notification written after the restart reaches the client.
    const connectsBefore = connects.length;
    await expect.poll(() => connects.length, { timeout: 30_000 }).toBeGreaterThan(connectsBefore);
    await adjustWallet(userId, 5_000, url);
    await expect.poll(() => notified.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => reads, { timeout: 30_000 }).toBeGreaterThan(readsBefore + 5);
    running = false;
    await Promise.all([reader, writer]);
    customer.realtime.unsubscribe();

    expect(readErrors).toEqual([]);
    const admin = await superuser(url);
    const rows = await admin
      .collection('cart_items')
      .getFullList({ filter: admin.filter('user = {:id}', { id: userId }), fields: 'title' });
    const stored = rows.map((r) => String(r.title));
    for (const write of writes) {
      const copies = stored.filter((title) => title === write.title).length;
      expect(copies, write.title).toBeLessThanOrEqual(1);
      if (write.acknowledged) expect(copies, write.title).toBe(1);
    }
    expect(writes.filter((w) => w.acknowledged).length).toBeGreaterThan(0);
  });
});
