import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { selfSignedCertificate } from '../scripts/lib/tls.mjs';
import { freePort } from './support/free-port';
import { startNginx } from './support/nginx';

/** What the test started, stopped after it even when it fails or times out. */
const started: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const stop of started.splice(0).reverse()) await stop();
});

test('with a certificate the front door serves the app over HTTPS with HTTP/2, service worker included', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'fwd-https-'));
  started.push(async () => rmSync(dir, { recursive: true, force: true }));
  const certificate = selfSignedCertificate(dir);
  const nginx = await startNginx({
    port: await freePort(),
    apps: process.env.E2E_APPS_DIR!,
    pocketbase: new URL(process.env.E2E_PB_URL!).host,
    dir: join(dir, 'nginx'),
    tls: certificate,
  });
  started.push(nginx.stop);
  // Chromium trusts this one certificate as if a CA had signed it (a service worker needs that).
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${certificate.spki}`],
  });
  started.push(() => browser.close());

  const page = await (await browser.newContext({ serviceWorkers: 'allow' })).newPage();
  const response = await page.goto(`${nginx.url}/account/search`);
  expect(response?.status()).toBe(200);
  expect(await response?.headerValue('strict-transport-security')).toBe('max-age=31536000');
  await expect(page.getByRole('heading', { name: 'Search products' })).toBeVisible();

  // Every file of the page, the remote's and the API's included, came over the one HTTP/2 connection.
  const protocols = await page.evaluate(() =>
    [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).origin === location.origin),
    ].map((entry) => (entry as PerformanceResourceTiming).nextHopProtocol),
  );
  expect(protocols.length).toBeGreaterThan(10);
  expect(new Set(protocols)).toEqual(new Set(['h2']));

  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.ready;
    return { scope: r.scope, script: r.active?.scriptURL };
  });
  expect(registration).toEqual({ scope: `${nginx.url}/`, script: `${nginx.url}/sw.js` });
});
