// npm run drill: the restore drill (docs/operations.md). Starts a real object store and the
// backend replicating to it, pays and tops up under concurrent load, kills the node (SIGKILL) and
// deletes its data folder, restores a new node from the replica and starts it, then checks that
// every payment and top-up acknowledged before the replication window is there, that each
// wallet's ledger sums to its balance, that no entry is booked twice and that an uploaded file
// is still served. Its last line:
//   drill: lost_acknowledged=N rpo_ms=X rto_ms=Y invariants=ok|broken
// rpo_ms: how long before the kill the oldest acknowledged write missing after the restore was
// acknowledged (0 when none is missing); rto_ms: from the kill to the new node answering.
// Exits 0 only when the invariants hold, nothing acknowledged before the window is lost, and
// rpo_ms <= 1000 and rto_ms <= 60000. DRILL_LOAD_SECONDS (10) and DRILL_WORKERS (8) tune the load.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildObjectStore, startObjectStore } from './lib/object-store.mjs';
import { backend, pocketbaseBinary as binary, servePocketBase, serverEnv } from './lib/pocketbase.mjs';
import { freePort } from './lib/ports.mjs';

const AIM_RPO_MS = 1_000;
const AIM_RTO_MS = 60_000;
const LOAD_SECONDS = Number(process.env.DRILL_LOAD_SECONDS ?? 10);
const WORKERS = Number(process.env.DRILL_WORKERS ?? 8);
const CUSTOMERS = 8;
const PASSWORD = 'drill-password-1';
const SUPERUSER = { email: 'drill@forwardly.test', password: 'drill-password-1' };
// A 1×1 transparent PNG: the recharge's transfer proof.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const root = fileURLToPath(new URL('..', import.meta.url));
const log = (message) => console.log(`drill: ${message}`);

const temp = [];
const children = new Set();
let store;
const cleanUp = () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
};
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });

let result = { lost: -1, rpo: -1, rto: -1, invariants: 'broken' };
try {
  log('building the backend and the object store (Go build cache: quick after the first time)');
  execFileSync('node', [join(root, 'scripts/build-backend.mjs')], { stdio: 'inherit' });
  buildObjectStore();
  store = await startObjectStore({ bucket: 'drill' });
  result = await drill(store.env);
} catch (error) {
  console.error(error);
} finally {
  cleanUp();
  await store?.stop();
}
const withinAims =
  result.invariants === 'ok' &&
  result.lost === 0 &&
  result.rpo <= AIM_RPO_MS &&
  result.rto >= 0 &&
  result.rto <= AIM_RTO_MS;
console.log(
  `drill: lost_acknowledged=${result.lost} rpo_ms=${result.rpo} rto_ms=${result.rto} invariants=${result.invariants}`,
);
process.exit(withinAims ? 0 : 1);

async function drill(storeEnv) {
  const dataDir = tempDir('fwd-drill-node1-');
  const node1 = await startNode(dataDir, storeEnv);
  const finance = await signIn(node1.url, 'staff', 'finance@staff.test', 'demo-password-1');

  const customers = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const email = `drill-${Date.now()}-${i}@drill.test`;
    const user = await call(node1.url, 'POST', '/api/collections/users/records', {
      body: { email, password: PASSWORD, passwordConfirm: PASSWORD, name: `Drill customer ${i}` },
    });
    const token = await signIn(node1.url, 'users', email, PASSWORD);
    await call(node1.url, 'POST', '/api/admin/wallets/adjust', {
      token: finance,
      body: { user: user.id, amount: 500_000_000, reason: 'drill funds' },
    });
    customers.push({ id: user.id, token });
  }
  const proof = await uploadProof(node1.url, customers[0]);

  // Concurrent load: each worker adds an item and pays for it, or tops a wallet up, in turn.
  const acknowledged = [];
  let running = true;
  const worker = async (w) => {
    for (let n = 0; running; n++) {
      const customer = customers[(w + n) % customers.length];
      try {
        if (n % 3 === 2) {
          const row = await call(node1.url, 'POST', '/api/admin/wallets/adjust', {
            token: finance,
            body: { user: customer.id, amount: 1_000, reason: 'drill top-up' },
          });
          acknowledged.push({ collection: 'wallet_transactions', id: row.id, at: Date.now() });
        } else {
          const item = await call(node1.url, 'POST', '/api/collections/cart_items/records', {
            token: customer.token,
            body: {
              user: customer.id,
              link: 'https://item.taobao.com/item.htm?id=42',
              title: 'Drill item',
              shop: `Drill shop ${w}`,
              qty: 1,
              unit_price_src: 10_000,
            },
          });
          const { orders } = await call(node1.url, 'POST', '/api/shop/checkout', {
            token: customer.token,
            body: { cartItems: [item.id] },
          });
          const at = Date.now();
          for (const order of orders) acknowledged.push({ collection: 'orders', id: order.id, at });
        }
      } catch (error) {
        if (running) throw error;
      }
    }
  };
  const load = Array.from({ length: WORKERS }, (_, w) => worker(w).catch((error) => error));
  const loadEnds = Date.now() + LOAD_SECONDS * 1000;
  while (Date.now() < loadEnds) {
    const failed = await Promise.race([...load, new Promise((resolve) => setTimeout(resolve, 100, undefined))]);
    if (failed instanceof Error) throw failed;
  }

  // The machine dies: the process is killed mid-stream and its disk is gone.
  const killedAt = Date.now();
  node1.child.kill('SIGKILL');
  running = false;
  await Promise.all(load);
  rmSync(dataDir, { recursive: true, force: true });
  log(`killed the node after ${acknowledged.length} acknowledged writes; its data folder is deleted`);

  const newDir = tempDir('fwd-drill-node2-');
  const restoreStarted = Date.now();
  await run(binary, ['replica', 'restore', `--to=${newDir}`, `--dir=${tempDir('fwd-drill-scratch-')}`], storeEnv);
  const restored = Date.now();
  const node2 = await startNode(newDir, storeEnv);
  const rto = Date.now() - killedAt;
  log(`restored in ${restored - restoreStarted} ms; new node answering ${rto} ms after the kill`);

  const su2 = await signIn(node2.url, '_superusers', SUPERUSER.email);
  const present = new Set();
  for (const collection of ['orders', 'wallet_transactions']) {
    for (const row of await listAll(node2.url, su2, collection, 'id')) present.add(`${collection}/${row.id}`);
  }
  const missing = acknowledged.filter((a) => !present.has(`${a.collection}/${a.id}`));
  const lost = missing.filter((a) => a.at < killedAt - AIM_RPO_MS).length;
  // A write answered in the moment between the kill being sent and the process ending counts as 0.
  const rpo = missing.length ? Math.max(0, killedAt - Math.min(...missing.map((a) => a.at))) : 0;
  log(`${missing.length} of ${acknowledged.length} acknowledged writes missing (all within ${rpo} ms of the kill)`);

  const problems = await invariants(node2.url, su2);
  const file = await fetchProof(node2.url, customers[0], proof);
  if (file !== 200) problems.push(`the uploaded proof answered ${file} on the new node`);
  // The new node replicates in its turn: a write on it reaches the object store.
  const finance2 = await signIn(node2.url, 'staff', 'finance@staff.test', 'demo-password-1');
  await call(node2.url, 'POST', '/api/admin/wallets/adjust', {
    token: finance2,
    body: { user: customers[0].id, amount: 1_000, reason: 'drill: after the restore' },
  });
  const sync = await call(node2.url, 'POST', '/api/ops/replication/sync', { token: su2 });
  if (sync.replicatedTxid < sync.txid)
    problems.push(`the new node's replica stops at ${sync.replicatedTxid} of ${sync.txid}`);
  for (const problem of problems) log(`BROKEN: ${problem}`);
  node2.child.kill('SIGTERM');
  return { lost, rpo, rto, invariants: problems.length ? 'broken' : 'ok' };
}

async function invariants(url, token) {
  const problems = [];
  const users = await listAll(url, token, 'users', 'id,balance');
  const ledger = await listAll(url, token, 'wallet_transactions', 'user,amount,kind,ref');
  const sums = new Map();
  const seen = new Set();
  for (const row of ledger) {
    sums.set(row.user, (sums.get(row.user) ?? 0) + row.amount);
    const key = `${row.kind}/${row.ref}`;
    if (seen.has(key)) problems.push(`${key} is booked twice`);
    seen.add(key);
  }
  for (const user of users) {
    if ((sums.get(user.id) ?? 0) !== user.balance)
      problems.push(`wallet ${user.id}: balance ${user.balance}, ledger ${sums.get(user.id) ?? 0}`);
    if (user.balance < 0) problems.push(`wallet ${user.id} is below zero`);
  }
  if (ledger.length === 0) problems.push('the restored ledger is empty');
  return problems;
}

async function uploadProof(url, customer) {
  const form = new FormData();
  form.set('user', customer.id);
  form.set('amount', '100000');
  form.set('proof', new Blob([PNG], { type: 'image/png' }), 'proof.png');
  const response = await fetch(`${url}/api/collections/recharges/records`, {
    method: 'POST',
    headers: { Authorization: customer.token },
    body: form,
  });
  if (!response.ok) throw new Error(`recharge upload: ${response.status} ${await response.text()}`);
  return response.json();
}

async function fetchProof(url, customer, recharge) {
  const { token } = await call(url, 'POST', '/api/files/token', { token: customer.token });
  const response = await fetch(`${url}/api/files/recharges/${recharge.id}/${recharge.proof}?token=${token}`);
  await response.arrayBuffer();
  return response.status;
}

async function listAll(url, token, collection, fields) {
  const rows = [];
  for (let page = 1; ; page++) {
    const answer = await call(
      url,
      'GET',
      `/api/collections/${collection}/records?page=${page}&perPage=500&skipTotal=1&fields=${fields}`,
      { token },
    );
    rows.push(...answer.items);
    if (answer.items.length < 500) return rows;
  }
}

async function signIn(url, collection, identity, password = SUPERUSER.password) {
  const { token } = await call(url, 'POST', `/api/collections/${collection}/auth-with-password`, {
    body: { identity, password },
  });
  return token;
}

async function call(url, method, path, { token, body } = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temp.push(dir);
  return dir;
}

function baseEnv(extra) {
  return serverEnv(SUPERUSER, {
    DEMO: '1',
    // Replication's own settings (REPLICA_SYNC_INTERVAL...), to drill them.
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('REPLICA_'))),
    ...extra,
  });
}

async function run(command, args, env) {
  const child = spawn(command, args, { cwd: backend, env: baseEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${args.slice(0, 2).join(' ')} exited with ${code}:\n${output}`);
  return output;
}

async function startNode(dataDir, storeEnv) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, output } = servePocketBase({ port, dataDir, env: baseEnv(storeEnv) });
  children.add(child);
  // Waits past the aim, so that a slow start is still measured (and fails the aims) rather than
  // ending the drill without a figure.
  const deadline = Date.now() + 3 * AIM_RTO_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PocketBase exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`PocketBase did not answer within ${3 * AIM_RTO_MS} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
