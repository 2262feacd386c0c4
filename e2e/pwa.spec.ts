import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

test.describe('installable, offline-capable app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the web manifest is served with its MIME type and Chromium reports no installability errors', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });

    // Test contexts are incognito, where Chromium never offers installation: use a real profile.
    const profile = mkdtempSync(join(tmpdir(), 'fwd-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL,
      serviceWorkers: 'allow',
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.evaluate(() => navigator.serviceWorker.ready);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('the service worker is /sw.js with scope /', async ({ page, baseURL }) => {
    await page.goto('/');
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.ready;
      return { scope: r.scope, script: r.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
  });

  test('after one visit the shell and a visited remote area, even its unvisited pages, open offline', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.getByRole('link', { name: 'Browse the catalog' }).click();
    await expect(page.getByRole('heading', { name: 'Search products' })).toBeVisible();
    // The area's pages not yet visited are stored too (the address book among them).
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('remote-assets')).keys()).some((r) => r.url.includes('address.route')),
        ),
      )
      .toBe(true);
    // Only what the area's pages run: not the standalone page's own copies of React and the rest.
    const stored = await page.evaluate(async () =>
      (await (await caches.open('remote-assets')).keys()).map((r) => new URL(r.url).pathname),
    );
    expect(stored.filter((path) => /\/assets\/index-[\w-]+\.js$/.test(path))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Search products' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Shop anywhere abroad/ })).toBeVisible();
    await page.goto('/account/collection/list');
    await expect(page.getByRole('heading', { name: 'Collections', level: 1 })).toBeVisible();
    await context.setOffline(false);
  });
});

test('the install prompt waits for the browser and a first interaction, and once dismissed never shows again', async ({
  page,
}) => {
  const offer = () =>
    page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(event);
    });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Shop anywhere abroad/ })).toBeVisible();
  // Painted before the app starts; the offer is listened for from then on.
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'hydrated');
  await expect(page.getByRole('dialog', { name: 'Install Forwardly' })).toHaveCount(0);
  await offer();
  // Never the first thing painted: it waits for the visitor to tap, type or scroll (two frames
  // after the offer, a dialog it opened would be on screen).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByRole('dialog', { name: 'Install Forwardly' })).toHaveCount(0);
  await page.keyboard.press('Shift');
  await expect(page.getByRole('dialog', { name: 'Install Forwardly' })).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  expect(await page.evaluate(() => localStorage.getItem('vite-pwa:hide-install'))).toBe('true');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'hydrated');
  await offer();
  await page.keyboard.press('Shift');
  await expect(page.getByRole('dialog', { name: 'Install Forwardly' })).toHaveCount(0);
});
