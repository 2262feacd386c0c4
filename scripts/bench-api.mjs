// API benchmark on loopback: starts its own PocketBase (temporary data folder, BENCH=1 so the
// bulk-fill routes of backend/pb_hooks/bench.pb.js exist, DEMO=1 for settings, rates and staff),
// fills it with a large synthetic data set, and prints requests/s and p50/p99 latency of the
// hot read paths and of checkout, measured with concurrent keep-alive clients written here.
// Prints figures, asserts nothing. See docs/benchmarks.md.
//   npm run bench:api                       (the whole run, about 5 minutes on 2 cores)
//   BENCH_SECONDS=5 BENCH_ORDERS=50000 npm run bench:api   (shorter)
//   BENCH_ONLY=catalog npm run bench:api    (only the catalog search, about a minute)
//   BENCH_REPLICATION=1 npm run bench:api   (the backend replicating to a local object store,
//                                            as production does: docs/operations.md)
//   BENCH_ONLY=checkout BENCH_ROUNDS=3 npm run bench:api   (only checkout, measured 3 times)
//   BENCH_ONLY=checkout BENCH_REPLICATION=compare BENCH_ROUNDS=8 npm run bench:api
//                                           (replication's cost: one server, one data set,
//                                            checkout rounds alternately without and with it)
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { startBenchServer } from './lib/bench-server.mjs';
import { startObjectStore } from './lib/object-store.mjs';

const DEMO_PASSWORD = 'demo-password-1';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 8);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 5_000);
const SMALL_ORDERS = 10_000;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200_000);
const PARCELS = Number(process.env.BENCH_PARCELS ?? 500_000);
const LEDGER = Number(process.env.BENCH_LEDGER ?? 1_000_000);
const CHECKOUT_CUSTOMERS = 200;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ONLY_CATALOG = process.env.BENCH_ONLY === 'catalog';
const ONLY_CHECKOUT = process.env.BENCH_ONLY === 'checkout';
const COMPARE = process.env.BENCH_REPLICATION === 'compare';
const CHECKOUT_ROUNDS = COMPARE
  ? 2 * Number(process.env.BENCH_ROUNDS ?? 3)
  : ONLY_CHECKOUT
    ? Number(process.env.BENCH_ROUNDS ?? 1)
    : 1;
/** Words of the synthetic catalog's titles, and what customers search for. */
const WORDS = [
  'jacket',
  'sneaker',
  'backpack',
  'phone case',
  'charger',
  'dress',
  'lamp',
  'mug',
  'watch',
  'hoodie',
  'scarf',
  'keyboard',
  'headphones',
  'wallet',
  'sunglasses',
  'bottle',
  'notebook',
  'umbrella',
  'blanket',
  'tripod',
  'áo khoác',
  'giày',
  'túi xách',
  'ốp lưng',
  '女装',
  '运动鞋',
  '背包',
  '手机壳',
  '充电器',
  '连衣裙',
];

const objectStore = ['1', 'compare'].includes(process.env.BENCH_REPLICATION ?? '')
  ? await startObjectStore({ bucket: 'bench' })
  : undefined;
if (objectStore) console.log(`Replicating to the object store at ${objectStore.url}`);
const server = await startBenchServer({
  dataPrefix: 'fwd-bench-',
  // Each bench client sends its own X-Forwarded-For, as clients behind nginx arrive: PocketBase
  // trusts it only with TRUSTED_PROXY, else every request is one loopback client and its
  // empty-result throttle is what gets measured.
  env: {
    DEMO: '1',
    DEMO_PASSWORD,
    TRUSTED_PROXY: 'X-Forwarded-For',
    ...objectStore?.env,
    // Replication's own settings (REPLICA_SYNC_INTERVAL...), to compare them.
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('REPLICA_'))),
  },
});
const { url, su, templateEmail, call } = server;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

const results = [];
const firstFailures = new Map();
let requestCount = 0;
try {
  const base = new Date().toISOString();
  const grow = async (orders, parcels, ledger = 0) => {
    const started = Date.now();
    const body = { customers: CUSTOMERS, orders, parcels, ledger, base, templateEmail };
    const result = await call('POST', '/api/bench/grow', body, su);
    console.log(
      `Filled: ${result.users} bench customers, ${result.orders} orders, ${result.parcels} parcels, ` +
        `${result.ledger} ledger lines ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    return result;
  };
  const warehouse = (
    await call('POST', '/api/collections/staff/auth-with-password', {
      identity: 'warehouse@staff.test',
      password: DEMO_PASSWORD,
    })
  ).token;
  const staffToken = async (who) =>
    (await call('POST', '/api/collections/staff/auth-with-password', { identity: who, password: DEMO_PASSWORD })).token;
  const sales = { token: await staffToken('sales@staff.test') };
  const finance = { token: await staffToken('finance@staff.test') };
  const pick = (list) => list[Math.floor(Math.random() * list.length)];

  const listAsSpecified = () => {
    const c = pick(customers);
    return get(`/api/collections/orders/records?page=1&perPage=30&filter=${q("status='placed'")}&sort=-created`, c);
  };
  const listWithOwner = () => {
    const c = pick(customers);
    const filter = q(`user = '${c.id}' && status = 'placed'`);
    return get(`/api/collections/orders/records?page=1&perPage=30&filter=${filter}&sort=-created`, c);
  };
  const listWithOwnerSkipTotal = () => {
    const c = pick(customers);
    const filter = q(`user = '${c.id}' && status = 'placed'`);
    return get(`/api/collections/orders/records?page=1&perPage=30&filter=${filter}&sort=-created&skipTotal=1`, c);
  };
  let parcelCount = 0;
  const parcelLookup = () => {
    const code = `BT${String(1 + Math.floor(Math.random() * parcelCount)).padStart(10, '0')}`;
    return get(`/api/collections/parcels/records?perPage=1&filter=${q(`tracking_code='${code}'`)}`, {
      token: warehouse,
    });
  };

  // The catalog: word search through the trigram index at PRODUCTS products.
  const startedFill = Date.now();
  const { products } = await call(
    'POST',
    '/api/bench/products',
    { count: ONLY_CHECKOUT ? 0 : PRODUCTS, words: WORDS },
    su,
  );
  console.log(`Filled: ${products} products (${((Date.now() - startedFill) / 1000).toFixed(1)} s)`);
  const visitor = { token: '' };
  const LONG = WORDS.filter((word) => [...word].length >= 3);
  const SHORT = WORDS.filter((word) => [...word].length < 3);
  await measure(`catalog search, one word of 3+ characters (${products} products)`, () =>
    get(`/api/shop/products/search?q=${q(pick(LONG))}`, visitor),
  );
  await measure(`catalog search, a 2-character word: LIKE scan (${products} products)`, () =>
    get(`/api/shop/products/search?q=${q(pick(SHORT))}`, visitor),
  );
  await measure(`catalog search, a word matching nothing (${products} products)`, () =>
    get(`/api/shop/products/search?q=${q(`zq${Math.random().toString(36).slice(2, 7)}`)}`, visitor),
  );
  await measure(`catalog search, two words + shop + price sort (${products} products)`, () =>
    get(
      `/api/shop/products/search?q=${q(`${pick(WORDS)} ${pick(WORDS)}`)}&shop=${q(`Bench shop ${Math.floor(Math.random() * 200)}`)}&sort=price_asc`,
      visitor,
    ),
  );
  await measure(`catalog search, price range, page 5 (${products} products)`, () =>
    get(`/api/shop/products/search?minPrice=10000&maxPrice=200000&sort=price_desc&page=5`, visitor),
  );
  // The same searches when answers are not kept (lib/catalog.js keeps each answer a few seconds):
  // what a search costs the first time it is asked.
  await call('POST', '/api/bench/search-keeping', { keep: false }, su);
  await measure(`catalog search, one word of 3+ characters, not kept (${products} products)`, () =>
    get(`/api/shop/products/search?q=${q(pick(LONG))}`, visitor),
  );
  await measure(`catalog search, price range, page 5, not kept (${products} products)`, () =>
    get(`/api/shop/products/search?minPrice=10000&maxPrice=200000&sort=price_desc&page=5`, visitor),
  );
  await call('POST', '/api/bench/search-keeping', { keep: true }, su);
  await measure(`for comparison: records API title ~ word matching nothing (${products} products)`, () =>
    get(
      `/api/collections/products/records?perPage=24&skipTotal=1&filter=${q(`title ~ 'zq${Math.random().toString(36).slice(2, 7)}'`)}`,
      visitor,
    ),
  );

  if (ONLY_CATALOG) {
    printTable();
    await server.stop();
    await objectStore?.stop();
    process.exit();
  }

  // Phase 1: 10k orders.
  const small = await grow(SMALL_ORDERS, Math.round((PARCELS * SMALL_ORDERS) / ORDERS));
  const customerIds = Array.from({ length: 100 }, (_, i) => benchId('bu', 1 + ((i * 4_919) % CUSTOMERS)));
  const tokens = [];
  for (const id of customerIds) {
    tokens.push((await call('POST', `/api/collections/users/impersonate/${id}`, { duration: 7200 }, su)).token);
  }
  // Every request comes from an address of its own (X-Forwarded-For is the trusted proxy header, as
  // behind nginx): PocketBase delays a client's 4th empty filtered list within 3 s by up to 500 ms
  // (a timing-attack defence per client), which would otherwise measure the 127.0.0.1 bench client.
  const customers = customerIds.map((id, i) => ({ id, token: tokens[i] }));
  parcelCount = small.parcels;
  await measure(`order list, status filter only (${small.orders} orders)`, listAsSpecified);
  await measure(`order list, user + status filter (${small.orders} orders)`, listWithOwner);
  await measure(`parcel lookup by tracking code (${small.parcels} parcels)`, parcelLookup);

  // Phase 2: the full data set.
  const large = await grow(ORDERS, PARCELS, LEDGER);
  parcelCount = large.parcels;
  const STATUSES = ['placed', 'purchased', 'seller_shipped', 'at_warehouse', 'awaiting_supplement'];
  // Staff lists page with skipTotal (the pages show "next page", not a total): a total is a
  // COUNT(DISTINCT) over every matching row, which PocketBase runs for each page otherwise.
  const ordersPage = (filter, page = 1) =>
    `/api/collections/orders/records?page=${page}&perPage=30&skipTotal=1&filter=${q(filter)}&sort=-created`;
  await measure(`staff order list, status filter, skipTotal (sales, ${large.orders} orders)`, () =>
    get(ordersPage(`status='${pick(STATUSES)}'`), sales),
  );
  await measure(`staff order list, status + shop, page 3, skipTotal (sales, ${large.orders} orders)`, () =>
    get(ordersPage(`status='${pick(STATUSES)}' && shop='Bench shop ${Math.floor(Math.random() * 97)}'`, 3), sales),
  );
  await measure(`for comparison: the same status list with its total (sales, ${large.orders} orders)`, () =>
    get(
      `/api/collections/orders/records?page=1&perPage=30&filter=${q(`status='${pick(STATUSES)}'`)}&sort=-created`,
      sales,
    ),
  );
  await measure(`order counts by status, the tabs (sales, ${large.orders} orders)`, () =>
    get('/api/admin/orders/counts', sales),
  );
  const ledgerPage = (filter) =>
    `/api/collections/wallet_transactions/records?page=${1 + Math.floor(Math.random() * 5)}&perPage=30&skipTotal=1&sort=-created` +
    (filter ? `&filter=${q(filter)}` : '');
  await measure(`ledger list, newest first, skipTotal (finance, ${large.ledger} lines)`, () =>
    get(ledgerPage(''), finance),
  );
  await measure(`ledger list, one kind, skipTotal (finance, ${large.ledger} lines)`, () =>
    get(ledgerPage(`kind='${pick(['recharge', 'refund', 'adjustment'])}'`), finance),
  );
  await measure(`ledger list, one customer (finance, ${large.ledger} lines)`, () =>
    get(
      `/api/collections/wallet_transactions/records?page=1&perPage=30&filter=${q(`user='${benchId('bu', 1 + Math.floor(Math.random() * CUSTOMERS))}'`)}&sort=-created`,
      finance,
    ),
  );
  await measure(`ledger sum, one kind over a month (finance, ${large.ledger} lines)`, () =>
    get(
      `/api/admin/ledger/summary?kind=${pick(['recharge', 'refund', 'adjustment'])}&from=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}`,
      finance,
    ),
  );
  await measure(`ledger sum, one customer (finance, ${large.ledger} lines)`, () =>
    get(`/api/admin/ledger/summary?user=${benchId('bu', 1 + Math.floor(Math.random() * CUSTOMERS))}`, finance),
  );
  const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  await measure(
    `finance report, a year by month (${large.orders} orders, ${large.ledger} lines)`,
    () => get(`/api/admin/reports/finance?from=${yearAgo}&to=${today}&bucket=month`, finance),
    1,
  );
  await measure(
    `finance report, a year by day (${large.orders} orders, ${large.ledger} lines)`,
    () => get(`/api/admin/reports/finance?from=${yearAgo}&to=${today}&bucket=day`, finance),
    1,
  );
  await measure(`order list, status filter only (${large.orders} orders)`, listAsSpecified);
  await measure(`order list, user + status filter (${large.orders} orders)`, listWithOwner);
  await measure(`order list, user + status, skipTotal (${large.orders} orders)`, listWithOwnerSkipTotal);
  await measure(`parcel lookup by tracking code (${large.parcels} parcels)`, parcelLookup);
  // The inbound bench: the look-up shown the moment a code is scanned, then the save (multipart,
  // measures and no photo) of a parcel nobody declared.
  await measure(`bench scan look-up route (warehouse, ${large.parcels} parcels)`, () =>
    get(`/api/admin/parcels/lookup?code=BT${String(1 + Math.floor(Math.random() * parcelCount)).padStart(10, '0')}`, {
      token: warehouse,
    }),
  );
  let inboundCount = 0;
  await measure(`bench inbound save, new parcel (warehouse, ${large.parcels}+ parcels)`, async () => {
    const form = new FormData();
    const fields = {
      trackingCode: `BI${Date.now().toString(36)}${(inboundCount++).toString(36)}`.toUpperCase(),
      weightKg: '1.2',
      lengthCm: '30',
      widthCm: '20',
      heightCm: '10',
      shelf: 'B-01',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const response = await fetch(`${url}/api/admin/parcels/inbound`, {
      method: 'POST',
      headers: { Authorization: warehouse, 'X-Forwarded-For': clientIp() },
      body: form,
    });
    await response.arrayBuffer();
    return response.status;
  });

  // Checkout: funded customers with one cart item per expected request.
  const buyers = customers.slice(0, Math.min(CHECKOUT_CUSTOMERS, customers.length));
  const items = 60 * (CHECKOUT_ROUNDS + (COMPARE ? CHECKOUT_ROUNDS / 4 + 2 : 0));
  const { carts } = await call(
    'POST',
    '/api/bench/carts',
    {
      users: buyers.map((b) => b.id),
      items,
      // Item prices rise with their number and the checkouts with the rounds: 5 billion covered 8
      // compared rounds (1,320 items) and ran out in the last of 16.
      fund: Math.max(5_000_000_000, Math.ceil(5_000_000_000 * (items / 1320) ** 2)),
    },
    su,
  );
  const queue = buyers.flatMap((b) => carts[b.id].map((item) => ({ ...b, item })));
  queue.sort(() => Math.random() - 0.5);
  let checkoutErrors = 0;
  // With BENCH_REPLICATION=compare: a first round warms the new server up (its first seconds ran
  // slower in every run, which counted against the side measured first), then off, off, on, on,
  // off, off… (neither side always runs on the warmer server). A resume answers once the snapshot
  // that the pause forced is uploaded and compacted (production never pays for it); one round after
  // it still runs uncounted, then the two replicating rounds are measured.
  const plan = COMPARE
    ? [
        'warm-up',
        ...Array.from({ length: CHECKOUT_ROUNDS / 2 }, (_, i) => (i % 2 ? [true, true, true] : [false, false])).flat(),
      ]
    : Array.from({ length: CHECKOUT_ROUNDS }, () => undefined);
  let replicatingNow = COMPARE; // the server starts replicating
  let round = 0;
  for (const replicating of plan) {
    let side = '';
    if (replicating === 'warm-up') {
      side = ', warming up (not counted)';
    } else if (COMPARE) {
      if (replicating !== replicatingNow) {
        await call('POST', '/api/bench/replication', { on: replicating }, su);
        replicatingNow = replicating;
        side = replicating ? ', resuming replication (not counted)' : '';
      }
      if (!side) side = replicating ? ', replicating' : ', not replicating';
    }
    if (!side.includes('not counted')) round++;
    const label = CHECKOUT_ROUNDS > 1 && !side.includes('not counted') ? `, round ${round}` : '';
    await measure(`checkout, 1 cart item (${large.orders}+ orders)${label}${side}`, async () => {
      const next = queue.pop();
      if (!next) throw new Error('out of cart items');
      const response = await fetch(`${url}/api/shop/checkout`, {
        method: 'POST',
        headers: { Authorization: next.token, 'Content-Type': 'application/json', 'X-Forwarded-For': clientIp() },
        body: JSON.stringify({ cartItems: [next.item] }),
      });
      const text = await response.text();
      if (response.status !== 200 && checkoutErrors++ === 0) {
        console.log(`  first ${response.status} for checkout: ${text.slice(0, 300)}`);
      }
      return response.status;
    });
  }
  if (checkoutErrors > 0) console.log(`checkout: ${checkoutErrors} requests did not return 200`);

  printTable();
  if (COMPARE) printReplicationCost();
  await explainPlans(su, customers[0].id);
} catch (error) {
  console.error(error);
  console.error(server.output().slice(-3000));
  process.exitCode = 1;
} finally {
  await server.stop();
  await objectStore?.stop();
}

function q(filter) {
  return encodeURIComponent(filter);
}

function benchId(prefix, n) {
  return `${prefix}${String(n).padStart(13, '0')}`;
}

function clientIp() {
  requestCount++;
  return `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`;
}

/**
 * A GET through a keep-alive node:http agent: lighter than fetch (undici), whose own CPU on these
 * 2 cores was taken from the server it measures. Resolves the status.
 */
function get(path, { token }) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${url}${path}`,
      { agent, headers: { Authorization: token, 'X-Forwarded-For': clientIp() } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          if (response.statusCode !== 200) text += chunk;
        });
        response.on('end', () => {
          if (response.statusCode !== 200 && !firstFailures.has(response.statusCode)) {
            firstFailures.set(response.statusCode, text.slice(0, 300));
            console.log(`  first ${response.statusCode} for GET ${decodeURIComponent(path)}: ${text.slice(0, 300)}`);
          }
          resolve(response.statusCode);
        });
      },
    );
    request.on('error', reject);
  });
}

/** Runs `request` from WORKERS concurrent loops for SECONDS (after a 1 s warm-up) and records latencies. */
async function measure(name, request, workers = WORKERS) {
  if (ONLY_CHECKOUT && !name.startsWith('checkout')) return;
  const warmUntil = Date.now() + 1000;
  while (Date.now() < warmUntil) await request();
  const latencies = [];
  let failed = 0;
  const cpuBefore = cpuTimes();
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        let status;
        try {
          status = await request();
        } catch {
          status = 0;
        }
        latencies.push(performance.now() - t0);
        if (status !== 200) failed++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpuTimes();
  const cpuPerRequest = (key) => (cpuAfter[key] - cpuBefore[key]) / latencies.length;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  const row = {
    load: loadavg()[0],
    name: workers === WORKERS ? name : `${name} [${workers} client${workers === 1 ? '' : 's'}]`,
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    failed,
    cpu: { server: cpuPerRequest('server'), store: cpuPerRequest('store'), client: cpuPerRequest('client') },
  };
  results.push(row);
  console.log(
    `${new Date().toISOString().slice(11, 19)} ${row.name}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms` +
      (failed ? `, ${failed} not 200` : ''),
  );
}

/**
 * CPU milliseconds used so far by the backend, the object store and this client. Per request, they
 * compare two runs on a busy machine, where requests/s say more about the neighbours.
 */
function cpuTimes() {
  const ticks = (pid) => {
    if (!pid) return 0;
    try {
      // utime and stime, fields 14 and 15, after the command name's closing parenthesis.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      return 0;
    }
  };
  const own = process.cpuUsage();
  return { server: ticks(server.pid), store: ticks(objectStore?.pid), client: (own.user + own.system) / 1000 };
}

/** Median checkout req/s without and with replication, and what replication costs. */
function printReplicationCost() {
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const side = (suffix, figure = (r) => r.rps) => results.filter((r) => r.name.endsWith(suffix)).map(figure);
  const off = median(side(', not replicating'));
  const on = median(side(', replicating'));
  const cpu = (suffix) => median(side(suffix, (r) => r.cpu.server + r.cpu.store)).toFixed(2);
  console.log(
    `\nreplication: checkout ${off.toFixed(0)} req/s without, ${on.toFixed(0)} with (medians of ` +
      `${side(', replicating').length} rounds each): costs ${(((off - on) / off) * 100).toFixed(1)} %; ` +
      `CPU per checkout (server and object store) ${cpu(', not replicating')} ms without, ${cpu(', replicating')} ms with`,
  );
  // The machine's own speed drifts over minutes; each replicating pair against the pairs run just
  // before and after it cancels most of that drift.
  const blocks = [];
  for (const r of results.filter((r) => / round \d+, (not )?replicating$/.test(r.name))) {
    const replicating = r.name.endsWith(', replicating');
    if (blocks.at(-1)?.replicating !== replicating) blocks.push({ replicating, rps: [] });
    blocks.at(-1).rps.push(r.rps);
  }
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  const paired = blocks.flatMap((block, i) => {
    if (!block.replicating) return [];
    const beside = [blocks[i - 1], blocks[i + 1]].filter((b) => b && !b.replicating).map((b) => mean(b.rps));
    return beside.length ? [(1 - mean(block.rps) / mean(beside)) * 100] : [];
  });
  if (paired.length) {
    console.log(
      `replication: each replicating pair against the rounds beside it costs ` +
        `${paired.map((c) => c.toFixed(1)).join(', ')} %: median ${median(paired).toFixed(1)} %`,
    );
  }
}

function printTable() {
  const width = Math.max(...results.map((r) => r.name.length));
  console.log(`\n${WORKERS} concurrent clients, ${SECONDS} s per line, loopback, keep-alive:`);
  const head = ['req/s', 'p50 ms', 'p99 ms', 'non-200', 'load', 'cpu ms', 'store ms', 'bench ms']
    .map((h) => h.padStart(7))
    .join('  ');
  console.log(`${'request'.padEnd(width)}  ${head}`);
  for (const r of results) {
    const cells = [r.rps.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), String(r.failed), r.load.toFixed(1)];
    cells.push(r.cpu.server.toFixed(2), objectStore ? r.cpu.store.toFixed(2) : '-', r.cpu.client.toFixed(2));
    console.log(`${r.name.padEnd(width)}  ${cells.map((c) => c.padStart(7)).join('  ')}`);
  }
  console.log(
    `(load: the 1-minute load average when the line ended, on ${cpus().length} CPUs shared with anything else;\n` +
      ` cpu ms: the backend's CPU time per request; store ms: the object store's, when replicating;\n bench ms: this script's own)`,
  );
  const growth = (label) => {
    const [small, large] = results.filter((r) => r.name.startsWith(label) && !r.name.includes('skipTotal'));
    if (small && large) {
      console.log(
        `${label}: p50 ×${(large.p50 / small.p50).toFixed(2)}, p99 ×${(large.p99 / small.p99).toFixed(2)} from ${SMALL_ORDERS} to ${ORDERS} orders`,
      );
    }
  };
  console.log('');
  growth('order list, status filter only');
  growth('order list, user + status filter');
}

/** The plans SQLite picks for the SQL PocketBase runs for the customer's order list. */
async function explainPlans(su, customerId) {
  // PocketBase's SQL for the list (API rule OR'ed with the staff branch, AND'ed with the filter),
  // as printed by `pocketbase serve --dev`, with its parameters kept as parameters.
  const rule =
    "((({:coll} = 'users' AND orders.user = {:me})) OR (({:coll} = 'staff' AND {:active} = 1 AND " +
    "({:role} = 'admin' OR {:role} = 'sales' OR {:role} = 'finance' OR {:role} = 'warehouse'))))";
  const params = { coll: 'users', me: customerId, active: '', role: '' };
  const from = 'FROM orders LEFT JOIN users __auth_users ON __auth_users.id = {:me}';
  const queries = {
    'list, status filter only': `SELECT DISTINCT orders.* ${from} WHERE (${rule}) AND (orders.status = 'placed') ORDER BY orders.created DESC LIMIT 30`,
    'count, status filter only': `SELECT COUNT(DISTINCT orders._rowid_) ${from} WHERE (${rule}) AND (orders.status = 'placed')`,
    'list, user + status filter': `SELECT DISTINCT orders.* ${from} WHERE (${rule}) AND (orders.user = {:me} AND orders.status = 'placed') ORDER BY orders.created DESC LIMIT 30`,
    'count, user + status filter': `SELECT COUNT(DISTINCT orders._rowid_) ${from} WHERE (${rule}) AND (orders.user = {:me} AND orders.status = 'placed')`,
  };
  // What checkout runs besides its writes: the next order code (lib/codes.js) and the ledger's
  // "already booked?" check (lib/wallet.js).
  queries['checkout: next order code'] =
    "SELECT code FROM orders WHERE code != '' AND code >= {:lo} AND code < {:hi} ORDER BY code DESC LIMIT 1";
  params.lo = 'O2611-';
  params.hi = 'O2611.';
  queries['order by code (staff search)'] = 'SELECT orders.* FROM orders WHERE code = {:code} LIMIT 1';
  params.code = 'O2611-000123';
  queries['checkout: ledger (kind, ref) lookup'] =
    'SELECT wallet_transactions.* FROM wallet_transactions WHERE (kind = {:kind} AND ref = {:ref}) LIMIT 1';
  params.kind = 'order_payment';
  params.ref = 'abc';
  console.log('\nQuery plans (EXPLAIN QUERY PLAN):');
  for (const [name, sql] of Object.entries(queries)) {
    const { plan } = await call('POST', '/api/bench/explain', { sql, params }, su);
    console.log(`  ${name}: ${plan.join(' | ')}`);
  }
}
