// A phone's link in front of a local server, for the Lighthouse bench (LIGHTHOUSE_LINK=shaped): a
// TCP proxy that delays each direction by half the round trip (so connection and TLS handshakes
// cost their round trips, as on a real network, unlike a per-request latency) and passes the
// given bandwidth, shared by every connection, first in first out. It queues without limit, like a
// deep buffer on a mobile link.
import { connect, createServer } from 'node:net';

const SEGMENT = 1460;

/** One direction of the link: the bytes go out one after another at `kbps`, then travel `delay`. */
function direction(kbps, delay) {
  const bytesPerMs = (kbps * 1024) / 8 / 1000;
  let busyUntil = 0;
  return (chunk, destination, sent) => {
    for (let offset = 0; offset < chunk.length; offset += SEGMENT) {
      const segment = chunk.subarray(offset, offset + SEGMENT);
      const now = performance.now();
      busyUntil = Math.max(now, busyUntil) + segment.length / bytesPerMs;
      const arrives = busyUntil + delay;
      sent.last = Math.max(sent.last, arrives);
      setTimeout(() => destination.destroyed || destination.write(segment), arrives - now);
    }
  };
}

/**
 * Listens on 127.0.0.1:`port` and forwards to 127.0.0.1:`target`. Resolves once it listens;
 * `close()` ends it and every connection through it.
 * @param {{ port: number, target: number, rttMs?: number, downKbps?: number, upKbps?: number }} options
 */
export function shapedLink({ port, target, rttMs = 150, downKbps = 1638.4, upKbps = 750 }) {
  const down = direction(downKbps, rttMs / 2);
  const up = direction(upKbps, rttMs / 2);
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    const sentUp = { last: 0 };
    const sentDown = { last: 0 };
    // The handshake's round trip before the client's first bytes can leave.
    let open = false;
    const early = [];
    setTimeout(() => {
      open = true;
      for (const chunk of early) up(chunk, upstream, sentUp);
    }, rttMs);
    client.on('data', (chunk) => (open ? up(chunk, upstream, sentUp) : early.push(chunk)));
    upstream.on('data', (chunk) => down(chunk, client, sentDown));
    const endAfter = (destination, sent) => () =>
      setTimeout(() => destination.end(), Math.max(0, sent.last - performance.now()) + 1);
    client.on('end', endAfter(upstream, sentUp));
    upstream.on('end', endAfter(client, sentDown));
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  const close = () => {
    server.close();
    for (const socket of sockets) socket.destroy();
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ port, close }));
  });
}
