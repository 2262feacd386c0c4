#!/usr/bin/env node
// Renders forwardly.conf.template into a complete nginx.conf.
//   node nginx/render.mjs --listen 8080 --apps /srv/forwardly --pocketbase 127.0.0.1:8090 \
//     --run /run/forwardly --logs /var/log/forwardly [--connect-src https://api.example.com] \
//     [--tls-cert /etc/forwardly/cert.pem --tls-key /etc/forwardly/key.pem] [--no-brotli] \
//     [--user 'www-data www-data'] [--expose-pb-dashboard] > nginx.conf
// With a certificate it serves HTTPS with HTTP/2 on the --listen address. With Debian's
// libnginx-mod-http-brotli-static installed it serves the build's .br copies (--no-brotli: never).
// PocketBase's dashboard (`/_/`) is a 404 unless --expose-pb-dashboard (or EXPOSE_PB_DASHBOARD=1).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * The CSP sources of the inline scripts of the shell's HTML (its first-paint script,
 * shell/src/prerender/first-paint.js), read from the built documents being served.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * What nginx writes into the app document, by the path it is asked for: the classic copy of the
 * path's remote's route data (`route-data.inline.js`), which the first-paint script reads to ask
 * for the page's first API answers while the document is still parsed, instead of importing
 * `route-data.js` one round trip later (docs/first-paint.md). The rules are the document's own
 * (`<meta name="fwd-frames">`: path prefix, frame, remote), first match first, as the script
 * reads them; a path without a remote, or whose remote is on another origin, gets nothing.
 * @param {string} html
 */
export function routeDataIncludes(html) {
  const meta = /<meta name="fwd-frames" content='([^']*)'/.exec(html);
  /** @type {[string, string, string][]} */
  const frames = meta ? JSON.parse(meta[1].replace(/&#39;/g, "'").replace(/&amp;/g, '&')).frames : [];
  const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return frames.map(([prefix, , remote]) => {
    const local = /^\/(?!\/)[^"\s]*\/$/.test(remote);
    return `"~^/${escape(prefix)}(/|\\?|$)" "${local ? `${remote}route-data.inline.js` : ''}";`;
  });
}

/**
 * The origins besides its own that the shell may load remotes from: `ALLOWED_ORIGINS` of the live
 * pointer (the deploy command's runtime-config.json in the apps root, else the shell's own). The
 * shell refuses any other (shell/src/runtime-config/deploy-config.ts); the CSP agrees.
 * @param {string} appsRoot
 */
export function allowedRemoteOrigins(appsRoot) {
  for (const file of [`${appsRoot}/runtime-config.json`, `${appsRoot}/shell/runtime-config.json`]) {
    if (!existsSync(file)) continue;
    const origins = JSON.parse(readFileSync(file, 'utf8')).ALLOWED_ORIGINS;
    return Array.isArray(origins) ? origins.filter((origin) => /^https?:\/\/[^\s;"'/]+$/.test(origin)) : [];
  }
  return [];
}

export const SECURITY_HEADERS = (
  connectSrc = '',
  scriptHashes = /** @type {string[]} */ ([]),
  https = false,
  remoteOrigins = /** @type {string[]} */ ([]),
) =>
  [
    `add_header Content-Security-Policy "default-src 'self'; script-src 'self'${remoteOrigins.map((origin) => ` ${origin}`).join('')}${[...new Set(scriptHashes)].map((hash) => ` ${hash}`).join('')}; style-src 'self' 'unsafe-inline'${remoteOrigins.map((origin) => ` ${origin}`).join('')}; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'${remoteOrigins.map((origin) => ` ${origin}`).join('')}${connectSrc ? ` ${connectSrc}` : ''}; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'" always;`,
    'add_header X-Content-Type-Options "nosniff" always;',
    'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
    'add_header X-Frame-Options "DENY" always;',
    'add_header Permissions-Policy "camera=(self), microphone=(), geolocation=()" always;',
    ...(https ? ['add_header Strict-Transport-Security "max-age=31536000" always;'] : []),
  ].join('\n      ');

/**
 * HTTPS with HTTP/2: a phone then fetches the app's many small files (the shell's start-up, a
 * remote's entry and route chunks) over one connection instead of queueing them on six.
 * @param {{ cert: string; key: string } | undefined} tls
 */
function tlsDirectives(tls) {
  if (!tls) return { LISTEN_SUFFIX: '', TLS: '' };
  return {
    LISTEN_SUFFIX: ' ssl http2',
    TLS: [
      '',
      `ssl_certificate ${tls.cert};`,
      `ssl_certificate_key ${tls.key};`,
      'ssl_protocols TLSv1.2 TLSv1.3;',
      'ssl_session_cache shared:forwardly_tls:10m;',
      'ssl_session_timeout 1d;',
    ].join('\n    '),
  };
}

/**
 * PocketBase's dashboard through the front door, or a 404: production never shows it to the
 * internet (docs/security.md); an operator reaches it on PocketBase's own port on the machine.
 * @param {boolean} expose
 */
function dashboardDirectives(expose) {
  if (!expose) return '\n      return 404;';
  return [
    '',
    'proxy_pass http://pocketbase;',
    'proxy_http_version 1.1;',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header Connection "";',
    'proxy_buffering off;',
  ].join('\n      ');
}

/** Where Debian's libnginx-mod-http-brotli-static puts the module. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Brotli for the hashed assets, when nginx has the module: the build writes a `.br` beside each
 * (tooling/precompress-plugin.ts) and brotli_static serves it to a browser that accepts it, about
 * 12% fewer bytes than gzip. Without the module everything is gzipped as before.
 * @param {string | null} module
 */
function brotliDirectives(module) {
  if (!module) return { MODULES: '', BROTLI: '' };
  // Only where the copies are: elsewhere the module would keep gzip from a browser that takes br.
  return { MODULES: `load_module ${module};\n`, BROTLI: '\n      brotli_static on;' };
}

/**
 * @param {{ listen: string; apps: string; pocketbase: string; run: string; logs: string;
 *   mimeTypes?: string; connectSrc?: string; tls?: { cert: string; key: string };
 *   brotliModule?: string | null; user?: string; exposeDashboard?: boolean }} options
 *   `brotliModule`: the brotli_static module to load; by default Debian's when it is installed,
 *   none with null. `user`: who the workers run as when the master is root ("user [group]";
 *   nginx's default is nobody). `exposeDashboard`: serve PocketBase's `/_/`; by default only with
 *   EXPOSE_PB_DASHBOARD=1.
 */
export function renderNginxConfig(options) {
  const template = readFileSync(fileURLToPath(new URL('./forwardly.conf.template', import.meta.url)), 'utf8');
  const appsRoot = options.apps.replace(/\/+$/, '');
  const shellIndex = `${appsRoot}/shell/index.html`;
  // Render after the shell is built (or deployed): the hashes are of what will be served.
  const shellHtml = existsSync(shellIndex) ? readFileSync(shellIndex, 'utf8') : '';
  const scriptHashes = inlineScriptHashes(shellHtml);
  const remoteOrigins = allowedRemoteOrigins(appsRoot);
  const { LISTEN_SUFFIX, TLS } = tlsDirectives(options.tls);
  const brotliModule =
    options.brotliModule === undefined
      ? existsSync(BROTLI_STATIC_MODULE)
        ? BROTLI_STATIC_MODULE
        : null
      : options.brotliModule;
  const { MODULES, BROTLI } = brotliDirectives(brotliModule);
  const values = {
    // Everything before worker_processes in the main context: the modules, then the workers' user.
    MODULES: `${MODULES}${options.user ? `user ${options.user};\n` : ''}`,
    BROTLI,
    LISTEN: `${options.listen}${LISTEN_SUFFIX}`,
    TLS,
    APPS_ROOT: appsRoot,
    POCKETBASE: options.pocketbase,
    RUN_DIR: options.run,
    LOG_DIR: options.logs,
    MIME_TYPES: options.mimeTypes ?? '/etc/nginx/mime.types',
    SECURITY_HEADERS: SECURITY_HEADERS(options.connectSrc, scriptHashes, Boolean(options.tls), remoteOrigins),
    // The app document's route data is an inline script of its own, allowed by the answer's nonce.
    DOCUMENT_SECURITY_HEADERS: SECURITY_HEADERS(
      options.connectSrc,
      [...scriptHashes, "'nonce-$request_id'"],
      Boolean(options.tls),
      remoteOrigins,
    ),
    PB_DASHBOARD: dashboardDirectives(options.exposeDashboard ?? process.env.EXPOSE_PB_DASHBOARD === '1'),
    ROUTE_DATA_INCLUDES: routeDataIncludes(shellHtml)
      .map((line) => `\n    ${line}`)
      .join(''),
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`Unknown placeholder ${match}`);
    return values[name];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string', default: '8080' },
      apps: { type: 'string', default: '/srv/forwardly' },
      pocketbase: { type: 'string', default: '127.0.0.1:8090' },
      run: { type: 'string', default: '/run/forwardly' },
      logs: { type: 'string', default: '/var/log/forwardly' },
      'mime-types': { type: 'string' },
      'connect-src': { type: 'string' },
      'tls-cert': { type: 'string' },
      'tls-key': { type: 'string' },
      'no-brotli': { type: 'boolean' },
      'expose-pb-dashboard': { type: 'boolean' },
      user: { type: 'string' },
    },
  });
  const { 'tls-cert': cert, 'tls-key': key } = values;
  if (Boolean(cert) !== Boolean(key)) {
    console.error('--tls-cert and --tls-key go together: give both, or neither for plain HTTP.');
    process.exit(1);
  }
  process.stdout.write(
    renderNginxConfig({
      ...values,
      mimeTypes: values['mime-types'],
      connectSrc: values['connect-src'],
      tls: cert && key ? { cert, key } : undefined,
      ...(values['no-brotli'] ? { brotliModule: null } : {}),
      ...(values['expose-pb-dashboard'] ? { exposeDashboard: true } : {}),
    }),
  );
}
