// Lighthouse (performance only) on the production build behind nginx with the real backend and
// demo data, as `npm start` serves it: mobile (simulated slow 4G, the default) for the public
// pages, the desktop preset for a back-office page; median of RUNS runs each. Prints score, first
// and largest contentful paint, total blocking time, layout shift and time to interactive.
// Served over HTTPS with HTTP/2 as in production (a certificate made for the run, which Chromium
// is told to trust); LIGHTHOUSE_PLAIN_HTTP=1 measures plain HTTP/1.1 instead.
// LIGHTHOUSE_LINK=shaped measures the mobile pages through a shaped link instead of Lighthouse's
// simulation (scripts/lib/shaped-link.mjs: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up),
// with only its 4× CPU slowdown: real round trips, handshakes included.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { listening } from './lib/ports.mjs';
import { waitForHttp } from './lib/processes.mjs';
import { shapedLink } from './lib/shaped-link.mjs';
import { selfSignedCertificate } from './lib/tls.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const SHAPED = process.env.LIGHTHOUSE_LINK === 'shaped';
/** Lighthouse's mobile CPU slowdown alone: the shaped link is the network. */
const CPU_ONLY = {
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 0,
  downloadThroughputKbps: 0,
  uploadThroughputKbps: 0,
  cpuSlowdownMultiplier: 4,
};
const DEMO_PASSWORD = 'demo-password-1';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const [port, pbPort] = [await freePort(), await freePort()];
const scratch = mkdtempSync(join(tmpdir(), 'fwd-lighthouse-'));
// nginx's workers run as another user: they must be able to walk into the served folders.
chmodSync(scratch, 0o755);
const tls = process.env.LIGHTHOUSE_PLAIN_HTTP === '1' ? undefined : selfSignedCertificate(scratch);
const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
console.log('Building and starting the app (npm start) with fresh demo data…');
const app = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
  env: {
    ...process.env,
    PORT: String(port),
    PB_PORT: String(pbPort),
    PB_DATA: join(scratch, 'pb_data'),
    RUN_DIR: join(scratch, 'run'),
    ...(tls && { TLS_CERT: tls.cert, TLS_KEY: tls.key, NODE_EXTRA_CA_CERTS: tls.cert }),
  },
});
const stopApp = () => {
  try {
    process.kill(-app.pid, 'SIGTERM');
  } catch {
    /* already stopped */
  }
};
process.on('exit', stopApp);

// Set-up goes to PocketBase directly: this process does not trust the run's certificate.
const api = async (path, init) => {
  const response = await fetch(`http://127.0.0.1:${pbPort}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init?.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
};

const fmt = {
  score: (v) => String(Math.round(v * 100)).padStart(5),
  ms: (v) => (v == null ? '   n/a' : `${(v / 1000).toFixed(2)} s`.padStart(6)),
  cls: (v) => (v == null ? '  n/a' : v.toFixed(3).padStart(5)),
};

/**
 * A signed-in customer opening the pre-rendered home page on a throttled phone (Slow 4G, 4× CPU):
 * how long the signed-out links are seen (never, by design) and when the signed-in header shows,
 * sampled every frame.
 */
/* global window, document, requestAnimationFrame, MutationObserver */
async function measureSignedInHeader(browser, session) {
  const samples = [];
  for (let i = 0; i < RUNS; i += 1) {
    const page = await browser.newPage();
    await page.goto(`${origin}/runtime-config.json`);
    await page.evaluate(
      (value) => {
        localStorage.clear();
        localStorage.setItem('pocketbase_auth', value);
      },
      JSON.stringify({ token: session.token, record: session.record }),
    );
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.setCacheEnabled(false);
    await page.evaluateOnNewDocument(() => {
      const seen = { guestFrom: null, guestMs: 0, signedIn: null };
      window.__headerSeen = seen;
      new MutationObserver(() => {
        if (seen.signedIn === null && document.querySelector('header a[href="/account/dashboard"]')) {
          seen.signedIn = performance.now();
        }
      }).observe(document, { subtree: true, childList: true });
      let last = null;
      const tick = (now) => {
        const guest = [...document.querySelectorAll('[data-guest-only]')].some((el) =>
          el.checkVisibility({ visibilityProperty: true }),
        );
        if (guest && seen.guestFrom === null) seen.guestFrom = now;
        if (guest && last !== null) seen.guestMs += now - last;
        last = now;
        if (seen.signedIn === null) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => window.__headerSeen?.signedIn !== null, { timeout: 60_000 });
    samples.push(
      await page.evaluate(async () => {
        // The paint entry is queued a little after the paint itself.
        await new Promise((resolve) => setTimeout(resolve, 500));
        return {
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          ...window.__headerSeen,
        };
      }),
    );
    await page.close();
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(
    `\nSigned-in customer on / (150 ms, 1.6 Mbit/s, 4× CPU, median of ${RUNS}): first paint ${fmt.ms(median(samples.map((s) => s.fcp)))}, ` +
      `signed-out links seen for ${Math.round(median(samples.map((s) => s.guestMs)))} ms, ` +
      `signed-in header at ${fmt.ms(median(samples.map((s) => s.signedIn)))}`,
  );
}

/** @type {{ port: number, close: () => void } | null} */
let link = null;
try {
  const died = new Promise((_, reject) =>
    app.once('exit', (code) => reject(new Error(`npm start stopped (exit code ${code}) before the app answered`))),
  );
  const served = async () => {
    for (const deadline = Date.now() + 900_000; !(await listening(port));) {
      if (Date.now() > deadline) throw new Error(`${origin} did not answer within 900 s`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  await Promise.race([served(), died]);
  await waitForHttp(`http://127.0.0.1:${pbPort}/api/health`, 60);
  const products = await api('/api/collections/products/records?perPage=1&fields=id');
  const product = products.items[0]?.id;
  const staff = await api('/api/collections/staff/auth-with-password', {
    method: 'POST',
    body: JSON.stringify({ identity: 'admin@staff.test', password: DEMO_PASSWORD }),
  });
  const customer = await api('/api/collections/users/auth-with-password', {
    method: 'POST',
    body: JSON.stringify({ identity: 'customer@example.com', password: DEMO_PASSWORD }),
  });

  link = SHAPED ? await shapedLink({ port: await freePort(), target: port }) : null;
  const mobileOrigin = link ? `${tls ? 'https' : 'http'}://127.0.0.1:${link.port}` : origin;

  const PAGES = [
    { path: '/', preset: 'mobile' },
    { path: '/login', preset: 'mobile' },
    { path: '/register', preset: 'mobile' },
    { path: '/account/search', preset: 'mobile' },
    ...(product ? [{ path: `/account/product/${product}`, preset: 'mobile' }] : []),
    { path: '/admin/orders', preset: 'desktop', session: staff },
    // LIGHTHOUSE_ONLY=<text> measures only the pages whose path contains it.
  ].filter(({ path }) => !process.env.LIGHTHOUSE_ONLY || path.includes(process.env.LIGHTHOUSE_ONLY));

  const launch = () =>
    chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [
        ...CHROMIUM_ARGS,
        '--headless=new',
        ...(tls ? [`--ignore-certificate-errors-spki-list=${tls.spki}`] : []),
      ],
    });
  /**
   * One run as a first visit: a browser of its own (new profile: no HTTP cache, no service worker,
   * no open connection to the app), with only the given session stored for the origin.
   */
  async function firstVisit(path, preset, session) {
    const at = preset === 'mobile' ? mobileOrigin : origin;
    const chrome = await launch();
    let browser;
    try {
      let page;
      if (session) {
        browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        page = await browser.newPage();
        await page.goto(`${at}/runtime-config.json`);
        await page.evaluate(
          (value) => localStorage.setItem('pocketbase_auth', value),
          JSON.stringify({ token: session.token, record: session.record }),
        );
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
      }
      const result = await lighthouse(
        `${at}${path}`,
        // Lighthouse's own reset would also drop the stored session.
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: Boolean(session),
          ...(link && preset === 'mobile' && { throttlingMethod: 'devtools', throttling: CPU_ONLY }),
        },
        preset === 'desktop' ? desktopConfig : undefined,
        page,
      );
      return result.lhr;
    } finally {
      await browser?.disconnect();
      await chrome.kill();
    }
  }

  console.log(
    `\nLighthouse ${RUNS}× per page (median by score), first visits, ${origin}` +
      (link ? `, mobile pages through a shaped link (${mobileOrigin}: 150 ms, 1.6 Mbit/s, 4× CPU):` : ':'),
  );
  console.log('page                                   preset    score    FCP    LCP     TBT    CLS    TTI');
  for (const { path, preset, session } of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await firstVisit(path, preset, session));
    const lhr = computeMedianRun(runs);
    // LIGHTHOUSE_SAVE=<folder> keeps each page's median report (open it in the Lighthouse viewer).
    if (process.env.LIGHTHOUSE_SAVE) {
      const name = path.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'home';
      writeFileSync(join(process.env.LIGHTHOUSE_SAVE, `${name}.json`), JSON.stringify(lhr));
    }
    const audit = (id) => lhr.audits[id]?.numericValue;
    console.log(
      `${path.padEnd(38)} ${preset.padEnd(8)} ${fmt.score(lhr.categories.performance.score)}  ${fmt.ms(audit('first-contentful-paint'))} ${fmt.ms(audit('largest-contentful-paint'))} ${String(Math.round(audit('total-blocking-time') ?? 0)).padStart(4)} ms  ${fmt.cls(audit('cumulative-layout-shift'))} ${fmt.ms(audit('interactive'))}`,
    );
  }
  const chrome = await launch();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    // LIGHTHOUSE_ONLY=header measures only this.
    if (!process.env.LIGHTHOUSE_ONLY || process.env.LIGHTHOUSE_ONLY === 'header') {
      await measureSignedInHeader(browser, customer);
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
} finally {
  link?.close();
  stopApp();
  setTimeout(() => rmSync(scratch, { recursive: true, force: true }), 2000).unref();
}
