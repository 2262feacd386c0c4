import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startObjectStore } from '../../scripts/lib/object-store.mjs';
import { superuser } from '../testing/clients';
import { checkout } from '../../shared-contracts/src/api';
import { addManualItem, adjustWallet, fundedCustomer, ledgerOf, seedPricing } from '../testing/fixtures';
import { startPocketBase, type PocketBaseProcess } from '../testing/start-pocketbase';

// Replication and restore against a real object store (versitygw, built on first use) and real
// PocketBase nodes: docs/operations.md.
const root = fileURLToPath(new URL('../..', import.meta.url));

let store: Awaited<ReturnType<typeof startObjectStore>>;
let node: PocketBaseProcess;
const others: PocketBaseProcess[] = [];
const folders: string[] = [];

beforeAll(async () => {
  store = await startObjectStore({ bucket: 'replication-test' });
  node = await startPocketBase({ env: store.env });
}, 15 * 60_000);

afterAll(async () => {
  for (const other of others) await other.stop();
  await node?.stop();
  await store?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Waits until every committed change is in the object store. */
async function replicated(url: string): Promise<void> {
  const admin = await superuser(url);
  await admin.send('/api/ops/replication/sync', { method: 'POST' });
}

/** npm run restore -- --to DIR [--at TIME], against the test's object store. */
function restore(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('node', [join(root, 'scripts/restore.mjs'), ...args], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...store.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fwd-restored-'));
  folders.push(dir);
  return dir;
}

async function nodeFrom(dataDir: string): Promise<PocketBaseProcess> {
  const restored = await startPocketBase({ dataDir });
  others.push(restored);
  return restored;
}

describe('replication to the object store', () => {
  it('restores a new node with every replicated payment, and undoes a later mistake at a chosen moment', async () => {
    const customer = await fundedCustomer(100_000, node.url);
    const id = customer.authStore.record!.id;
    await replicated(node.url);
    const beforeMistake = new Date().toISOString();
    // The staff mistake: a wrong adjustment, replicated like everything else.
    await adjustWallet(id, -60_000, node.url);
    await replicated(node.url);

    const latest = folder();
    const latestRun = await restore(['--to', latest]);
    expect(latestRun.output).toContain('integrity and ledger invariants ok');
    expect(latestRun.code).toBe(0);
    const latestNode = await nodeFrom(latest);
    expect((await ledgerOf(id, latestNode.url)).balance).toBe(40_000);

    const undone = folder();
    const undoneRun = await restore(['--to', undone, '--at', beforeMistake]);
    expect(undoneRun.code).toBe(0);
    const undoneNode = await nodeFrom(undone);
    const ledger = await ledgerOf(id, undoneNode.url);
    expect(ledger.balance).toBe(100_000);
    expect(ledger.rows.map((row) => row.amount)).toEqual([100_000]);
  });

  it('restores a chosen moment after the files that held it were compacted and pruned', async () => {
    // Litestream's known fault: a point-in-time restore failing once old files are pruned. This
    // node compacts every second and drops level-0 files a second later (production: 30 s, 5 min).
    const replica = { REPLICA_PATH: 'pruned/data.db' };
    const pruning = await startPocketBase({
      env: { ...store.env, ...replica, REPLICA_COMPACTION_INTERVAL: '1s', REPLICA_L0_RETENTION: '1s' },
    });
    others.push(pruning);
    const files = (level: number) => {
      try {
        return readdirSync(join(store.dir, 'data', store.bucket, 'pruned/data.db', level.toString(16).padStart(4, '0')))
          .filter((name) => name.endsWith('.ltx'))
          .map((name) => name.split(/[-.]/).map((part) => parseInt(part, 16)) as [number, number]);
      } catch {
        return [];
      }
    };
    const syncTo = async () => {
      const admin = await superuser(pruning.url);
      return (await admin.send<{ txid: number }>('/api/ops/replication/sync', { method: 'POST' })).txid;
    };
    const compacted = (txid: number) =>
      vi.waitFor(() => expect(files(1).some(([, max]) => max >= txid)).toBe(true), { timeout: 60_000, interval: 200 });

    const customer = await fundedCustomer(100_000, pruning.url);
    const id = customer.authStore.record!.id;
    const funded = await syncTo();
    await compacted(funded);
    const moment = new Date().toISOString();
    await adjustWallet(id, -60_000, pruning.url);
    const adjusted = await syncTo();
    await compacted(adjusted);
    // Every level-0 file up to the funding is gone from the object store.
    await vi.waitFor(() => expect(files(0).filter(([min]) => min <= funded)).toEqual([]), {
      timeout: 60_000,
      interval: 200,
    });

    const then = folder();
    const thenRun = await restore(['--to', then, '--at', moment], replica);
    expect(thenRun.output).toContain('integrity and ledger invariants ok');
    expect((await ledgerOf(id, (await nodeFrom(then)).url)).balance).toBe(100_000);
    const latest = folder();
    expect((await restore(['--to', latest], replica)).code).toBe(0);
    expect((await ledgerOf(id, (await nodeFrom(latest)).url)).balance).toBe(40_000);
  }, 180_000);

  it('takes concurrent checkouts while replicating, each paid once', async () => {
    await seedPricing(node.url);
    const buyers = await Promise.all(Array.from({ length: 4 }, () => fundedCustomer(10_000_000, node.url)));
    const items = await Promise.all(buyers.flatMap((pb) => Array.from({ length: 8 }, () => addManualItem(pb))));
    const results = await Promise.allSettled(
      items.map((item) =>
        checkout(
          buyers.find((pb) => pb.authStore.record!.id === item.user)!,
          { cartItems: [item.id] },
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    await replicated(node.url);
  });

  it('pauses and resumes for the bench, and the replica then holds what was written while paused', async () => {
    // bench:api's BENCH_REPLICATION=compare measures checkout with and without replication on one
    // server: its "with" rounds are only fair if resuming catches up with everything.
    const benchNode = await startPocketBase({ env: { ...store.env, REPLICA_PATH: 'paused/data.db', BENCH: '1' } });
    others.push(benchNode);
    const admin = await superuser(benchNode.url);
    const customer = await fundedCustomer(100_000, benchNode.url);
    const id = customer.authStore.record!.id;
    await replicated(benchNode.url);

    await admin.send('/api/bench/replication', { method: 'POST', body: { on: false } });
    await expect(admin.send('/api/ops/replication/sync', { method: 'POST' })).rejects.toMatchObject({ status: 400 });
    await adjustWallet(id, 25_000, benchNode.url);
    await admin.send('/api/bench/replication', { method: 'POST', body: { on: true } });
    await replicated(benchNode.url);

    const dir = folder();
    const run = await restore(['--to', dir], { REPLICA_PATH: 'paused/data.db' });
    expect(run.code).toBe(0);
    expect((await ledgerOf(id, (await nodeFrom(dir)).url)).balance).toBe(125_000);
  });

  it('refuses to restore over an existing database, and a moment it cannot read', async () => {
    const dir = folder();
    expect((await restore(['--to', dir])).code).toBe(0);
    const again = await restore(['--to', dir]);
    expect(again.code).not.toBe(0);
    expect(again.output).toContain('already exists: restore into an empty folder');
    const badMoment = await restore(['--to', folder(), '--at', 'yesterday']);
    expect(badMoment.code).not.toBe(0);
    expect(badMoment.output).toContain('give a moment as RFC 3339');
  });

  it('keeps uploaded files in the object store, still protected, and served by a restored node', async () => {
    const customer = await fundedCustomer(0, node.url);
    const form = new FormData();
    form.set('user', customer.authStore.record!.id);
    form.set('amount', '100000');
    form.set('proof', new Blob([Buffer.from('%PDF-1.4 replicated proof')], { type: 'application/pdf' }), 'proof.pdf');
    const recharge = await customer.collection('recharges').create(form);
    const path = `/api/files/recharges/${recharge.id}/${recharge.proof as string}`;

    // Stored in the bucket (collection/record/file), not on the node's disk.
    const bucket = join(store.dir, 'data', store.bucket);
    expect(readdirSync(bucket, { recursive: true }).map(String)).toContain(
      join(recharge.collectionId, recharge.id, recharge.proof as string),
    );
    expect((await fetch(`${node.url}${path}`)).status).toBe(404);
    const token = await customer.files.getToken();
    const own = await fetch(`${node.url}${path}?token=${token}`);
    expect(own.status).toBe(200);
    expect(await own.text()).toBe('%PDF-1.4 replicated proof');

    await replicated(node.url);
    const dir = folder();
    expect((await restore(['--to', dir])).code).toBe(0);
    const restored = await nodeFrom(dir);
    expect((await fetch(`${restored.url}${path}`)).status).toBe(404);
    // The restored node has the same secrets: the customer's session and file token still hold.
    expect((await fetch(`${restored.url}${path}?token=${token}`)).status).toBe(200);
  });

  it('reports the lag and the last restore check, which restores the replica and checks it', async () => {
    const before = await (await fetch(`${node.url}/api/health/replication`)).json();
    expect(before).toMatchObject({ enabled: true });
    expect(before.lagMs).toBeGreaterThanOrEqual(0);

    const admin = await superuser(node.url);
    await admin.send('/api/crons/replicaCheck', { method: 'POST' });
    let status = before;
    while (!status.lastCheck) {
      status = await (await fetch(`${node.url}/api/health/replication`)).json();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status.lastCheck).toMatchObject({ ok: true });
    expect(status.lastGoodCheckAt).toBe(status.lastCheck.at);
  });

  it('is off without an object store: nothing to report, nothing to sync', async () => {
    const plain = await nodeFrom(folder());
    expect(await (await fetch(`${plain.url}/api/health/replication`)).json()).toMatchObject({
      enabled: false,
      lastCheck: null,
    });
    const admin = await superuser(plain.url);
    await expect(admin.send('/api/ops/replication/sync', { method: 'POST' })).rejects.toMatchObject({ status: 400 });
  });
});
