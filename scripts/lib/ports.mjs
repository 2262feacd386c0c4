import { connect } from 'node:net';

/** Whether something accepts TCP connections on 127.0.0.1:port (HTTPS with a test certificate included). */
export function listening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
