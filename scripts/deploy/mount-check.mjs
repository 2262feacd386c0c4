// The browser half of the gate: the live shell in DIR, with the candidate as its remote, opened in
// headless Chromium (Debian's, scripts/lib/chromium.mjs). No API behind it: the remote's entry and
// contract are checked by the shell itself, and every route module must load and link against the
// shell's shared modules and export a page.
/* global document */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { contentType } from '../lib/static-server.mjs';
import { versionedManifest, versionedRouteChunks } from './versions.mjs';

/** @param {string} html */
export function withoutSsi(html) {
  return html.replace(/<!--# if [\s\S]*?<!--# endif -->/g, '').replace(/<!--#[\s\S]*?-->/g, '');
}

/**
 * @param {{ root: string; config: Record<string, unknown>; candidate: { folder: string; version: string; dist: string } }} options
 */
function serve({ root, config, candidate }) {
  const candidatePrefix = `/remotes/${candidate.folder}/${candidate.version}/`;
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (path.startsWith('/api/')) return void res.writeHead(503).end('{}');
    if (path === '/runtime-config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      return void res.end(JSON.stringify(config));
    }
    let base = join(root, 'shell');
    let rest = path;
    if (path.startsWith(candidatePrefix)) {
      base = candidate.dist;
      rest = path.slice(candidatePrefix.length - 1);
    } else if (path.startsWith('/remotes/')) {
      base = join(root, 'remotes');
      rest = path.slice('/remotes'.length);
    }
    const file = normalize(join(base, rest));
    const found = file.startsWith(base) && existsSync(file) && statSync(file).isFile();
    if (!found && base !== join(root, 'shell')) return void res.writeHead(404).end();
    const served = found ? file : join(root, 'shell', 'index.html');
    res.writeHead(200, {
      'Content-Type': contentType(served),
    });
    if (base === candidate.dist && served.endsWith('/mf-manifest.json')) {
      return void res.end(versionedManifest(readFileSync(served, 'utf8'), candidatePrefix));
    }
    if (base === candidate.dist && served.endsWith('/route-chunks.json')) {
      return void res.end(versionedRouteChunks(readFileSync(served, 'utf8'), candidatePrefix));
    }
    // nginx's SSI (the route data it writes into the app document) is left out, as nginx leaves
    // it out where the remote has none.
    if (served.endsWith('.html')) return void res.end(withoutSsi(readFileSync(served, 'utf8')));
    createReadStream(served).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * @param {{ root: string; config: Record<string, unknown>; id: string;
 *   candidate: { folder: string; version: string; dist: string } }} options
 * @returns {Promise<string[]>} the problems found
 */
export async function mountCheck({ root, config, id, candidate }) {
  const chunks = JSON.parse(readFileSync(join(candidate.dist, 'route-chunks.json'), 'utf8'));
  const paths = Object.keys(chunks.routes ?? {});
  const first = paths.find((path) => !path.includes(':')) ?? '';
  const server = /** @type {import('node:http').Server} */ (await serve({ root, config, candidate }));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const origin = `http://127.0.0.1:${address.port}`;
  const entry = `/remotes/${candidate.folder}/${candidate.version}/mf-manifest.json`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  /** @type {string[]} */
  const problems = [];
  try {
    const page = await browser.newPage({ serviceWorkers: 'block' });
    page.on('pageerror', (error) => problems.push(`the page threw: ${error.message}`));
    await page.goto(`${origin}/${first}`);
    const outcome = await page
      .waitForFunction(
        (attribute) => {
          const root = document.documentElement;
          const failed = root.getAttribute(`${attribute}-failed`);
          if (failed) return { error: failed };
          const title = document.getElementById('error-title');
          if (title) return { error: title.textContent ?? '' };
          return root.getAttribute(attribute) ? { ok: true } : false;
        },
        `data-remote-${id}`,
        { timeout: 60_000 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => ({ error: `the shell did not load the remote within a minute at /${first}` }));
    if ('error' in outcome) {
      problems.push(`mounting /${first} showed: ${outcome.error.trim()}`);
      return problems;
    }
    const running = await page.evaluate(
      (attribute) => document.documentElement.getAttribute(attribute),
      `data-remote-${id}`,
    );
    if (!running?.endsWith(entry)) problems.push(`the shell ran ${running}, not the candidate ${entry}`);
    const base = `${origin}/remotes/${candidate.folder}/${candidate.version}/`;
    const routeProblems = await page.evaluate(
      async ({ base, routes }) => {
        const found = [];
        for (const [path, route] of Object.entries(routes)) {
          let page = false;
          for (const file of route.files) {
            try {
              const module = await import(new URL(file, base).href);
              page ||= module.Component != null || module.loader != null;
            } catch (error) {
              found.push(`${path}: ${file} does not load: ${error instanceof Error ? error.message : String(error)}`);
            }
          }
          if (!page) found.push(`${path}: none of its files exports a page (Component) or a loader`);
        }
        return found;
      },
      { base, routes: /** @type {Record<string, { files: string[] }>} */ (chunks.routes) },
    );
    problems.push(...routeProblems);
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
  return problems;
}
