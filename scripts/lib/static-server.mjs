// A minimal static server for the built apps (benchmarks and the deploy gate's mount check; tests
// and production use nginx).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** The Content-Type of a built file, by its extension. */
export function contentType(/** @type {string} */ file) {
  return TYPES[extname(file)] ?? 'application/octet-stream';
}

/**
 * Serves shell/dist at / (SPA fallback) and <remote>/dist at /remotes/<remote>/. There is no API
 * behind it: /api/* answers 503 (as a proxy without its upstream would), not the SPA's index.html,
 * which the SDK would read as an empty auth refresh and sign the user out.
 */
export function startStaticServer(root, remotes) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      res.writeHead(503, { 'Content-Type': 'application/json' });
      return void res.end(JSON.stringify({ status: 503, message: 'No API server (static server).', data: {} }));
    }
    let base = join(root, 'shell/dist');
    let path = decodeURIComponent(url.pathname);
    const remote = remotes.find((name) => path.startsWith(`/remotes/${name}/`));
    if (remote) {
      base = join(root, remote, 'dist');
      path = path.slice(`/remotes/${remote}`.length);
    }
    let file = normalize(join(base, path));
    if (!file.startsWith(base)) return void res.writeHead(400).end();
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (remote) return void res.writeHead(404).end();
      file = join(base, 'index.html');
    }
    res.writeHead(200, { 'Content-Type': contentType(file) });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}
