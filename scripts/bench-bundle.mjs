// Prints the gzip size of the JS that / loads before first paint, of each remote's entry and
// route chunks, and of the JS each route loads beyond what / loaded, with what the route alone
// needs before its first paint (none when the HTML paints it: pre-rendered pages and layout
// frames) and until it is interactive (a fake session in
// localStorage lets the guards through; there is no API server). Builds the apps first when they
// have not been built. BENCH_VERBOSE=1 lists the files behind each route's figure.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { REMOTE_FOLDERS as REMOTES } from '../tooling/remotes.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const AIM_KIB = 120;
const BUYING_BUDGET_KIB = 60;
/** Back-office pages (issues 10-12): at most this beyond what /admin loaded. */
const STAFF_BUDGET_KIB = 80;
const SETTLE_MS = 1000;
const SETTLE_ROUNDS = 4;

/** Routes measured against /, with the session each needs (none for the sign-in pages). */
const ROUTES = [
  ['/login', null],
  ['/register', null],
  ['/account/dashboard', 'customer'],
  ['/account/address', 'customer'],
  ['/account/address/forms', 'customer'],
  // The customer pages of issues 8 and 9: each at most BUYING_BUDGET_KIB beyond /.
  ['/account/search', null, 'buying'],
  ['/account/product/benchproduct001', null, 'buying'],
  ['/account/collection/list', null, 'buying'],
  ['/account/collection?id=benchcollect001', null, 'buying'],
  ['/account/cart', 'customer', 'buying'],
  ['/account/checkout?items=benchcartitem01', 'customer', 'buying'],
  ['/account/order-manual', 'customer', 'buying'],
  ['/account/order', 'customer', 'buying'],
  ['/account/refund', 'customer', 'buying'],
  ['/account/recharge', 'customer', 'buying'],
  ['/account/transaction', 'customer', 'buying'],
  // The shipping and help pages (issue 9): the same budget.
  ['/account/parcel', 'customer', 'buying'],
  ['/account/parcel/add', 'customer', 'buying'],
  ['/account/fulfillment', 'customer', 'buying'],
  ['/account/fulfillment/create', 'customer', 'buying'],
  ['/account/fulfillment/checkout?id=benchshipment01', 'customer', 'buying'],
  ['/account/complain', 'customer', 'buying'],
  ['/account/complain/create', 'customer', 'buying'],
  ['/account/complain/benchcomplaint1', 'customer', 'buying'],
  ['/account/conversation', 'customer', 'buying'],
  ['/account/notify', 'customer', 'buying'],
  ['/account/me', 'customer', 'buying'],
  ['/admin', 'staff'],
  ['/admin/history', 'staff'],
  // The sales and finance pages (issues 10 and 12): each at most STAFF_BUDGET_KIB beyond /admin.
  ['/admin/orders', 'staff', 'staff'],
  ['/admin/orders?id=benchorder000001', 'staff', 'staff'],
  ['/admin/orders/shipping-code', 'staff', 'staff'],
  ['/admin/refund', 'staff', 'staff'],
  ['/admin/product', 'staff', 'staff'],
  ['/admin/customer', 'staff', 'staff'],
  ['/admin/customer-cart', 'staff', 'staff'],
  ['/admin/complain', 'staff', 'staff'],
  ['/admin/conversation', 'staff', 'staff'],
  ['/admin/wallets', 'staff', 'staff'],
  ['/admin/transaction', 'staff', 'staff'],
  ['/admin/rate', 'staff', 'staff'],
  ['/admin/report', 'staff', 'staff'],
  // The warehouse pages (issue 11): the same budget; the barcode reader loads with the camera only.
  ['/admin/wh/inbound', 'staff', 'staff'],
  ['/admin/wh/parcel', 'staff', 'staff'],
  ['/admin/wh/parcel?id=benchparcel0001', 'staff', 'staff'],
  ['/admin/wh/fulfill', 'staff', 'staff'],
  ['/admin/wh/fulfill?id=benchshipment01', 'staff', 'staff'],
  ['/admin/wh/delivery', 'staff', 'staff'],
];
/** The chunk of the report's chart (uPlot, in `time-chart-*.js`): it must load on /admin/report only, once there are figures. */
const CHART_FILE = /uplot|time-chart/i;
/** ZXing, the camera's barcode reader: a chunk whose text names its exceptions. Only the camera loads it. */
const isBarcodeReader = (file) => existsSync(file) && readFileSync(file, 'utf8').includes('NotFoundException');

if (
  !['shell', ...REMOTES].every(
    (app) => existsSync(join(root, app, 'dist/index.html')) || existsSync(join(root, app, 'dist/remoteEntry.js')),
  )
) {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The built file behind a served path, as static-server.mjs maps it. */
const fileFor = (pathname) => {
  const remote = REMOTES.find((name) => pathname.startsWith(`/remotes/${name}/`));
  return remote
    ? join(root, remote, 'dist', pathname.slice(`/remotes/${remote}`.length))
    : join(root, 'shell/dist', pathname);
};

/**
 * Records the path of every same-origin .js the page loads as code. Plain fetches are left out:
 * they are the offline pre-caching of a visited remote's other pages, done after the page is up.
 */
const collectScripts = (page, origin) => {
  const paths = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'fetch') return;
    if (url.origin === origin && url.pathname.endsWith('.js')) paths.add(url.pathname);
  });
  return paths;
};

/**
 * Network idle, then the main thread free, then SETTLE_MS, until a round asks for nothing new (at
 * most SETTLE_ROUNDS). Network idle alone fires while a busy machine is still running the start-up
 * scripts, before they ask for the page's own chunks and remotes.
 */
const settle = async (page) => {
  let requests = 0;
  const count = () => requests++;
  page.on('request', count);
  for (let round = 0, before = -1; round < SETTLE_ROUNDS && before !== requests; round++) {
    before = requests;
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await page.evaluate(() => new Promise((resolve) => globalThis.requestIdleCallback(resolve, { timeout: 5_000 })));
    await page.waitForTimeout(SETTLE_MS);
  }
  page.off('request', count);
};

const b64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** What the PocketBase SDK keeps in localStorage.pocketbase_auth for a signed-in user. */
const fakeSession = (kind) => {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const collectionName = kind === 'staff' ? 'staff' : 'users';
  const token = [
    b64url({ alg: 'HS256', typ: 'JWT' }),
    b64url({ exp, id: 'abcdefghijklmno', type: 'auth', collectionId: 'x', refreshable: true }),
    'bench-signature',
  ].join('.');
  const record = {
    id: 'abcdefghijklmno',
    collectionName,
    collectionId: 'x',
    roles: ['admin'],
    active: true,
    code: 'C10001',
    name: 'Bench',
  };
  return JSON.stringify({ token, record });
};

const server = await startStaticServer(root, REMOTES);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/**
 * Whether the page paints its content with every script held back: a pre-rendered page or the
 * app document's layout frame (docs/first-paint.md). Then no JS comes before its first paint,
 * whatever the document asks for early.
 */
async function paintsWithoutScripts(url, session) {
  const context = await browser.newContext();
  if (session) {
    await context.addInitScript((value) => localStorage.setItem('pocketbase_auth', value), fakeSession(session));
  }
  const page = await context.newPage();
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(300);
  const painted = await page.evaluate(
    () =>
      performance.getEntriesByName('first-contentful-paint').length > 0 &&
      (globalThis.document.getElementById('root')?.textContent ?? '').trim().length > 0,
  );
  await context.close();
  return painted;
}
try {
  const page = await browser.newPage();
  const loadedByHome = collectScripts(page, server.url);
  await page.goto(`${server.url}/`, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const scripts = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js') && e.startTime < fcp)
      .map((e) => new URL(e.name).pathname);
  });
  const nav = new URL(page.url());
  let total = 0;
  const rows = scripts.map((path) => {
    const size = gz(join(root, 'shell/dist', path));
    total += size;
    return { path, size };
  });
  rows.sort((a, b) => b.size - a.size);
  const homePaintsAlone = await paintsWithoutScripts(`${server.url}/`);
  console.log(
    `JS ${nav.pathname} asks for before its first paint (${rows.length} files, gzip -9)${homePaintsAlone ? '; it paints from its HTML without any of them' : ''}:`,
  );
  for (const row of rows) console.log(`  ${kib(row.size).padStart(10)}  ${row.path}`);
  console.log(
    homePaintsAlone
      ? `  ${kib(total).padStart(10)}  total, fetched while the page is already painted`
      : `  ${kib(total).padStart(10)}  total (aim: at most ${AIM_KIB} KiB) ${total / 1024 <= AIM_KIB ? 'OK' : 'OVER'}`,
  );

  for (const remote of REMOTES) {
    const dist = join(root, remote, 'dist');
    const entry = gz(join(dist, 'remoteEntry.js'));
    const routes = readdirSync(join(dist, 'assets')).filter((f) => /\.route-.*\.js$/.test(f));
    const routeTotal = routes.reduce((sum, f) => sum + gz(join(dist, 'assets', f)), 0);
    const largest = Math.max(0, ...routes.map((f) => gz(join(dist, 'assets', f))));
    console.log(
      `${remote}: remoteEntry.js ${kib(entry)}; ${routes.length} route chunks ${kib(routeTotal)} in all, largest ${kib(largest)}`,
    );
  }

  // Everything / loads until the network is idle (lazy chunks after first paint included).
  await settle(page);
  const homeTotal = [...loadedByHome].reduce((sum, path) => sum + gz(fileFor(path)), 0);
  console.log(`\nJS loaded by / until network idle: ${kib(homeTotal)} (${loadedByHome.size} files, gzip -9)`);
  await page.close();

  // What /admin loads (the back-office pages are measured beyond it).
  const adminContext = await browser.newContext();
  await adminContext.addInitScript((value) => localStorage.setItem('pocketbase_auth', value), fakeSession('staff'));
  const adminPage = await adminContext.newPage();
  const loadedByAdmin = collectScripts(adminPage, server.url);
  await adminPage.goto(`${server.url}/admin`, { waitUntil: 'load' });
  await settle(adminPage);
  await adminContext.close();

  console.log('JS each route loads beyond what / loaded (fresh page, full load, network idle + 1 s);');
  console.log('"alone": opened on its own, the JS asked for before its first paint and until network idle;');
  console.log(`back-office pages with a budget: beyond what /admin loaded:`);
  const kitLoadedBy = new Map();
  const overBudget = [];
  const chartLoadedBy = [];
  const readerLoadedBy = [];
  // BENCH_ROUTES=/admin,/account/parcel: only these routes (with BENCH_VERBOSE=1, to see why).
  const only = process.env.BENCH_ROUTES?.split(',');
  for (const [route, session, budget] of ROUTES.filter(([route]) => !only || only.includes(route))) {
    const context = await browser.newContext();
    if (session) {
      await context.addInitScript((value) => localStorage.setItem('pocketbase_auth', value), fakeSession(session));
    }
    const routePage = await context.newPage();
    const loaded = collectScripts(routePage, server.url);
    await routePage.goto(`${server.url}${route}`, { waitUntil: 'load' });
    await settle(routePage);
    // Opened on its own (a link from a chat, a bookmark): the JS asked for before its first paint.
    const beforePaint = await routePage.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js') && e.initiatorType !== 'fetch' && e.startTime < fcp)
        .map((e) => new URL(e.name).pathname);
    });
    const landedUrl = new URL(routePage.url());
    const landed = `${landedUrl.pathname}${landedUrl.search}`;
    await context.close();
    const before = budget === 'staff' ? new Set([...loadedByHome, ...loadedByAdmin]) : loadedByHome;
    const extra = [...loaded].filter((path) => !before.has(path));
    if ([...loaded].some((path) => CHART_FILE.test(path))) chartLoadedBy.push(route);
    if ([...loaded].some((path) => isBarcodeReader(fileFor(path)))) readerLoadedBy.push(route);
    const missing = extra.filter((path) => !existsSync(fileFor(path)));
    const counted = extra.filter((path) => !missing.includes(path));
    const bytes = counted.reduce((sum, path) => sum + gz(fileFor(path)), 0);
    const sizeOf = (paths) =>
      paths.filter((path) => existsSync(fileFor(path))).reduce((sum, path) => sum + gz(fileFor(path)), 0);
    const paintsAlone = await paintsWithoutScripts(`${server.url}${route}`, session);
    const paintBytes = paintsAlone ? 0 : sizeOf(beforePaint);
    const interactiveBytes = sizeOf([...loaded]);
    for (const path of loaded) {
      if (!/^\/assets\/(data-kit|controls)/.test(path)) continue;
      if (!kitLoadedBy.has(path)) kitLoadedBy.set(path, []);
      kitLoadedBy.get(path).push(route);
    }
    const limit = budget === 'buying' ? BUYING_BUDGET_KIB : budget === 'staff' ? STAFF_BUDGET_KIB : 0;
    const over = limit > 0 && bytes > limit * 1024;
    if (over) overBudget.push(route);
    const notes = [
      limit > 0 ? `budget ${limit} KiB${budget === 'staff' ? ' beyond /admin' : ''}${over ? ': OVER' : ''}` : '',
      landed !== route ? `landed on ${landed}` : '',
      missing.length > 0 ? `${missing.length} not in dist: ${missing.join(', ')}` : '',
    ].filter(Boolean);
    console.log(
      `  ${route.padEnd(40)} +${kib(bytes).padStart(9)} (${counted.length} files); alone: ${kib(paintBytes)} before first paint${paintsAlone ? ' (painted from the HTML)' : ''}, ${kib(interactiveBytes)} to interactive${notes.length > 0 ? `  [${notes.join('; ')}]` : ''}`,
    );
    if (process.env.BENCH_VERBOSE) {
      const rows = counted.map((path) => ({ path, size: gz(fileFor(path)) })).sort((a, b) => b.size - a.size);
      for (const row of rows) console.log(`      ${kib(row.size).padStart(10)}  ${row.path}`);
    }
  }

  console.log(
    overBudget.length > 0
      ? `Over their budget: ${overBudget.join(', ')}`
      : `Every page within its budget (customer pages ${BUYING_BUDGET_KIB} KiB beyond /, back office ${STAFF_BUDGET_KIB} KiB beyond /admin).`,
  );
  console.log(`The chart library (uPlot) loaded by: ${chartLoadedBy.join(', ') || 'no route'}`);
  console.log(
    `The barcode reader (ZXing) loaded by: ${readerLoadedBy.join(', ') || 'no route (it loads when the camera opens)'}`,
  );
  console.log('Kit chunks (shell/dist/assets, gzip -9) and what loads them:');
  const kitFiles = readdirSync(join(root, 'shell/dist/assets')).filter((f) => /^(data-kit|controls).*\.js$/.test(f));
  let kitTotal = 0;
  for (const file of kitFiles) {
    const path = `/assets/${file}`;
    const size = gz(join(root, 'shell/dist/assets', file));
    kitTotal += size;
    const when = loadedByHome.has(path)
      ? 'loaded by /'
      : kitLoadedBy.has(path)
        ? `loaded by ${kitLoadedBy.get(path).join(', ')}`
        : 'loaded by none of these routes';
    console.log(`  ${kib(size).padStart(10)}  ${path}  (${when})`);
  }
  console.log(`  ${kib(kitTotal).padStart(10)}  total`);
} finally {
  await browser.close();
  await server.close();
}
