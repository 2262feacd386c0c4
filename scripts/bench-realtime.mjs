// Realtime benchmark on loopback: starts its own PocketBase (temporary data folder, BENCH=1 for the
// bulk routes of backend/pb_hooks/bench.pb.js), creates N customers, connects N SSE clients each
// signed in as its own customer and subscribed to one topic, then measures how long a
// notification takes from its write to its arrival at the owner's client:
//   - 50 single notifications to random customers, one after the other (write → receipt);
//   - a burst of 200 notifications to 200 customers written at once: the time to write them all,
//     and their delivery p50/p99.
// It also counts messages that reached a client other than the notification's owner (must be 0).
// Prints figures, asserts nothing. See docs/realtime.md and docs/benchmarks.md.
//   npm run bench:realtime                              (2,000 clients on the `customer` topic)
//   npm run bench:realtime -- --clients 10000
//   npm run bench:realtime -- --topic collection        (each client on `notifications/*`: the old way)
import { request as httpRequest } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startBenchServer } from './lib/bench-server.mjs';

const { values: options } = parseArgs({
  options: {
    clients: { type: 'string', default: '2000' },
    topic: { type: 'string', default: 'customer' },
    singles: { type: 'string', default: '50' },
    burst: { type: 'string', default: '200' },
  },
});
const CLIENTS = Number(options.clients);
const SINGLES = Number(options.singles);
const BURST = Math.min(Number(options.burst), CLIENTS);
if (!['customer', 'collection'].includes(options.topic)) throw new Error('--topic is customer or collection');
const TOPIC = options.topic === 'customer' ? 'customer' : 'notifications/*';
const RECEIPT_TIMEOUT_MS = 120_000;

const server = await startBenchServer({ dataPrefix: 'fwd-bench-rt-' });
const { url, su, templateEmail, call } = server;

/** Notification id → arrival time (performance.now()) at its owner's client. */
const receipts = new Map();
/** Notification id → resolve of whoever waits for it. */
const waiters = new Map();
/** Every delivery: [notification id, the customer id of the client that got it]. */
const deliveries = [];
/** Notification id → its owner. */
const owners = new Map();
const sockets = [];

try {
  let started = Date.now();
  const grown = await call(
    'POST',
    '/api/bench/grow',
    { customers: CLIENTS, orders: 0, parcels: 0, base: new Date().toISOString(), templateEmail },
    su,
  );
  const ids = Array.from({ length: CLIENTS }, (_, i) => `bu${String(i + 1).padStart(13, '0')}`);
  const tokens = {};
  for (let i = 0; i < ids.length; i += 1000) {
    Object.assign(tokens, (await call('POST', '/api/bench/tokens', { ids: ids.slice(i, i + 1000) }, su)).tokens);
  }
  console.log(`${grown.users} customers and their tokens in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  started = Date.now();
  for (let i = 0; i < ids.length; i += 100) {
    await Promise.all(ids.slice(i, i + 100).map((id) => connect(id, tokens[id])));
  }
  console.log(
    `${sockets.length} SSE clients connected and subscribed to '${TOPIC}' in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await sleep(1000);

  const notify = async (userId) => {
    const t0 = performance.now();
    const { id } = await call('POST', '/api/collections/notifications/records', { user: userId, title: 'Bench' }, su);
    owners.set(id, userId);
    return { id, userId, t0, written: performance.now() };
  };

  // Single notifications, one after the other.
  const singles = [];
  const singleWrites = [];
  for (let i = 0; i < SINGLES; i++) {
    const sent = await notify(pick(ids));
    singleWrites.push(sent.written - sent.t0);
    singles.push((await arrival(sent.id)) - sent.t0);
  }
  const load1 = loadavg()[0];

  // A burst: BURST notifications to BURST distinct customers, written at once.
  const targets = shuffle([...ids]).slice(0, BURST);
  const t0 = performance.now();
  const burst = await Promise.all(targets.map((userId) => notify(userId)));
  const burstWrite = performance.now() - t0;
  const arrivals = await Promise.all(burst.map((sent) => arrival(sent.id)));
  const burstDelivery = arrivals.map((at) => at - t0);
  const load2 = loadavg()[0];

  await sleep(1000);
  const misdelivered = deliveries.filter(([id, by]) => owners.get(id) !== by).length;

  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(`\n${CLIENTS} connected clients on '${TOPIC}', loopback, ${cpus().length} CPUs:`);
  console.log(
    `single notification (${SINGLES}), write → receipt: p50 ${ms(q(singles, 0.5))}, p99 ${ms(q(singles, 0.99))}, ` +
      `max ${ms(Math.max(...singles))} (write alone: p50 ${ms(q(singleWrites, 0.5))}); load ${load1.toFixed(1)}`,
  );
  console.log(
    `burst of ${BURST} notifications to ${BURST} customers: written in ${ms(burstWrite)}; ` +
      `delivery p50 ${ms(q(burstDelivery, 0.5))}, p99 ${ms(q(burstDelivery, 0.99))}, max ${ms(Math.max(...burstDelivery))}; ` +
      `load ${load2.toFixed(1)}`,
  );
  console.log(
    `${owners.size} notifications, ${deliveries.length} deliveries, ${misdelivered} to a client other than the owner`,
  );
} catch (error) {
  console.error(error);
  console.error(server.output().slice(-3000));
  process.exitCode = 1;
} finally {
  for (const socket of sockets) socket.destroy();
  await server.stop();
}

/** Opens an SSE connection as `userId`, subscribes it to TOPIC and records what it receives. */
function connect(userId, token) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}/api/realtime`, { agent: false, headers: { Accept: 'text/event-stream' } });
    req.on('error', reject);
    req.on('response', (res) => {
      sockets.push(res.socket);
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data += line.slice(5).trim();
          }
          if (event === 'PB_CONNECT') {
            const { clientId } = JSON.parse(data);
            call('POST', '/api/realtime', { clientId, subscriptions: [TOPIC] }, token).then(resolve, reject);
          } else if (event === TOPIC) {
            received(userId, JSON.parse(data));
          }
        }
      });
    });
    req.end();
  });
}

function received(userId, data) {
  const at = performance.now();
  // `customer`: { collection, action, id }; `notifications/*`: { action, record }.
  const id = data.record ? data.record.id : data.collection === 'notifications' ? data.id : undefined;
  if (!id || data.action !== 'create') return;
  deliveries.push([id, userId]);
  if (!receipts.has(id)) receipts.set(id, at);
  waiters.get(id)?.(at);
}

/** When notification `id` arrived (waits for it, up to RECEIPT_TIMEOUT_MS). */
function arrival(id) {
  if (receipts.has(id)) return Promise.resolve(receipts.get(id));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`notification ${id} never arrived`)), RECEIPT_TIMEOUT_MS);
    waiters.set(id, (at) => {
      clearTimeout(timer);
      resolve(at);
    });
  });
}

function q(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}

function shuffle(list) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
