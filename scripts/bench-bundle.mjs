// Prints the gzip size of the JS that / loads before first paint, and of each remote's entry
// and route chunks. Builds the apps first when they have not been built.
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

if (
  !['shell', ...REMOTES].every(
    (app) => existsSync(join(root, app, 'dist/index.html')) || existsSync(join(root, app, 'dist/remoteEntry.js')),
  )
) {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const server = await startStaticServer(root, REMOTES);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
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
  console.log(`JS loaded by ${nav.pathname} before first paint (${rows.length} files, gzip -9):`);
  for (const row of rows) console.log(`  ${kib(row.size).padStart(10)}  ${row.path}`);
  console.log(
    `  ${kib(total).padStart(10)}  total (aim: at most ${AIM_KIB} KiB) ${total / 1024 <= AIM_KIB ? 'OK' : 'OVER'}`,
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
} finally {
  await browser.close();
  await server.close();
}
