import { execFile } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { canaryBucket, DEVICE_ID_KEY } from '../shell/src/deploy/canary';
import { ACCOUNTS, e2e } from './support/env';
import { freePort } from './support/free-port';
import { startNginx } from './support/nginx';
import { apiSignIn } from './support/session';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

interface Status {
  remotes: Record<
    string,
    { live: string | null; canary: { version: string; percent: number } | null; versions: string[] }
  >;
}

/** `npm run deploy -- …` against the journey's root, as a team's pipeline runs it. */
async function deploy(dir: string, ...args: string[]): Promise<{ ok: boolean; out: string }> {
  try {
    const { stdout, stderr } = await run('node', ['scripts/deploy.mjs', ...args, '--root', dir], {
      cwd: root,
      env: { ...process.env, DEPLOY_ACTOR: 'e2e-journey', DEPLOY_COMMIT: 'e2e' },
    });
    return { ok: true, out: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

async function status(dir: string): Promise<Status> {
  const { out } = await deploy(dir, 'status');
  return JSON.parse(out) as Status;
}

/** Two devices, chosen by their bucket (shell/src/deploy/canary.ts): one in a 50 % canary, one out. */
const devices = Array.from({ length: 100 }, (_, i) => `journey-device-${i}`);
const CANARY_DEVICE = devices.find((id) => canaryBucket(id, 'account') < 50) as string;
const LIVE_DEVICE = devices.find((id) => canaryBucket(id, 'account') >= 50) as string;

async function openAs(
  browser: Browser,
  device: string,
  url: string,
  stored: Record<string, string> = {},
): Promise<{ page: Page; missing: string[] }> {
  const context = await browser.newContext();
  await context.addInitScript(
    (items) => Object.entries(items).forEach(([key, value]) => window.localStorage.setItem(key, value)),
    { ...stored, [DEVICE_ID_KEY]: device },
  );
  const page = await context.newPage();
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/remotes/')) {
      missing.push(`${response.status()} ${response.url()}`);
    }
  });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Search products' })).toBeVisible({ timeout: 30_000 });
  return { page, missing };
}

/** Where the shell keeps an admin's preview (PREVIEW_KEY of shell/src/runtime-config/load-runtime-config.ts). */
const PREVIEW_KEY = 'fwd-remote-preview';

const running = (page: Page) => page.locator('html').getAttribute('data-remote-account');

/** A mark in the page's document: it is gone if the document is reloaded. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { journeyMark: true }));
const documentMarked = (page: Page) => page.evaluate(() => 'journeyMark' in window);

/** The URLs this page fetches from now on out of one version's folder. */
function fetchedFrom(page: Page, version: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/remotes/mf-account/${version}/`)) urls.push(request.url());
  });
  return urls;
}

const focus = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

test('a domain team ships mf-account as a canary, promotes it, rolls it back, and is refused an incompatible build', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const work = mkdtempSync(join(tmpdir(), 'fwd-deploy-journey-'));
  chmodSync(work, 0o755);
  const dir = join(work, 'www');
  const stops: (() => Promise<void>)[] = [];
  try {
    // Version B: mf-account built again with another build id, into a folder of the journey's own.
    const variant = join(work, 'mf-account-b');
    const building = run('npx', ['vite', 'build', '--outDir', variant, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: join(root, 'mf-account'),
      env: { ...process.env, BUILD_ID: `journey-${Date.now().toString(36)}` },
      maxBuffer: 16 * 1024 * 1024,
    });

    await test.step('the shell and version A (the built mf-account) go live', async () => {
      expect((await deploy(dir, 'shell')).ok).toBe(true);
      const first = await deploy(dir, 'mf-account');
      expect(first.out).toMatch(/mf-account v[0-9a-f]{12} is live/);
      expect(first.ok).toBe(true);
      // The same build again changes nothing.
      expect((await deploy(dir, 'mf-account')).out).toContain('is already live: nothing to do');
    });
    const versionA = (await status(dir)).remotes['mf-account']?.live as string;

    const port = await freePort();
    const nginx = await startNginx({
      port,
      apps: dir,
      pocketbase: new URL(e2e.pocketbaseUrl).host,
      dir: join(work, 'nginx'),
    });
    stops.push(() => nginx.stop());
    const search = `${nginx.url}/account/search`;

    // A customer page open before anything else ships: on the device outside the canary.
    const open = await openAs(browser, LIVE_DEVICE, search);
    expect(await running(open.page)).toContain(`/remotes/mf-account/${versionA}/`);

    await building;
    let versionB = '';
    await test.step('version B goes to 50 % of devices; each device keeps its side', async () => {
      const canary = await deploy(dir, 'mf-account', '--dist', variant, '--canary', '50');
      expect(canary.out).toMatch(/is the canary for 50 % of devices/);
      const now = await status(dir);
      versionB = now.remotes['mf-account']?.canary?.version as string;
      expect(now.remotes['mf-account']).toMatchObject({ live: versionA, canary: { version: versionB, percent: 50 } });

      const inCanary = await openAs(browser, CANARY_DEVICE, search);
      expect(await running(inCanary.page)).toContain(`/${versionB}/`);
      const outside = await openAs(browser, LIVE_DEVICE, search);
      expect(await running(outside.page)).toContain(`/${versionA}/`);
      await inCanary.page.reload();
      await expect(inCanary.page.getByRole('heading', { level: 1, name: 'Search products' })).toBeVisible({
        timeout: 30_000,
      });
      expect(await running(inCanary.page)).toContain(`/${versionB}/`);
      expect([...inCanary.missing, ...outside.missing]).toEqual([]);
      await inCanary.page.context().close();
      await outside.page.context().close();
    });

    await test.step('an admin sees the story on /admin and previews B in their own browser only', async () => {
      const admin = await browser.newContext();
      const page = await admin.newPage();
      const auth = await apiSignIn(ACCOUNTS.admin, true);
      await page.goto(`${nginx.url}/favicon.svg`);
      await page.evaluate((value) => localStorage.setItem('pocketbase_auth', JSON.stringify(value)), auth);
      await page.goto(`${nginx.url}/admin`);
      const tile = page.getByRole('region', { name: 'Deployments' });
      const account = tile.getByRole('listitem').filter({ hasText: 'Your account' });
      await expect(account).toContainText(`Live: ${versionA}`);
      await expect(account).toContainText(`Canary: ${versionB} for 50% of devices`);
      await expect(account).toContainText(`Last: canary ${versionB}`);

      // Only an allowed origin is taken.
      await tile.getByRole('button', { name: 'Preview a version' }).click();
      await tile.getByLabel('Area').selectOption({ label: 'Your account' });
      const url = tile.getByLabel('Manifest or entry URL');
      await url.fill('https://preview.example.net/remotes/mf-account/mf-manifest.json');
      await tile.getByRole('button', { name: 'Preview in this browser' }).click();
      await expect(tile.getByText(/Enter a full URL \(https:\/\/…\) on an allowed origin/)).toBeVisible();

      // The version this device would not get, from the same origin: shown with a banner.
      const other = (await page.locator('html').getAttribute('data-remote-account'))?.includes(versionB)
        ? versionA
        : versionB;
      await url.fill(`${nginx.url}/remotes/mf-account/${other}/mf-manifest.json`);
      await tile.getByRole('button', { name: 'Preview in this browser' }).click();
      await page.waitForLoadState('load');
      await page.goto(`${nginx.url}/account/search`);
      await expect(page.getByRole('heading', { level: 1, name: 'Search products' })).toBeVisible({ timeout: 30_000 });
      expect(await running(page)).toContain(`/${other}/`);
      const banner = page.getByText('Preview: Your account is loaded from');
      await expect(banner).toBeVisible();
      await page.getByRole('button', { name: 'Stop preview' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Search products' })).toBeVisible({ timeout: 30_000 });
      await expect(banner).toBeHidden();
      await admin.close();

      // A customer's browser with the same setting runs what the pointer says, with no banner.
      const customer = await openAs(browser, LIVE_DEVICE, search, {
        [PREVIEW_KEY]: JSON.stringify({ account: `${nginx.url}/remotes/mf-account/${versionB}/mf-manifest.json` }),
      });
      expect(await running(customer.page)).toContain(`/${versionA}/`);
      await expect(customer.page.getByText('Preview: Your account is loaded from')).toBeHidden();
      await customer.page.context().close();
    });

    await test.step('promoted: the open page is offered a reload of its area and keeps working on A', async () => {
      const promoted = await deploy(dir, 'promote', 'mf-account');
      expect(promoted.out).toContain(`mf-account ${versionB} is live (was the canary)`);
      await focus(open.page);
      const offer = open.page.getByRole('status').filter({ hasText: 'A newer version of Your account is available.' });
      await expect(offer).toBeVisible();
      // Until the user takes it, the page runs A: a page of the area not loaded yet still comes from A.
      await open.page.evaluate(() => {
        window.history.pushState({}, '', '/account/collection/list');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(open.page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
      expect(await running(open.page)).toContain(`/${versionA}/`);
      expect(open.missing).toEqual([]);
      // Taking it runs B in the area only: the document stays (a mark set in it survives), and
      // the page shown now comes from B's files.
      await markDocument(open.page);
      const fromB = fetchedFrom(open.page, versionB);
      await offer.getByRole('button', { name: 'Reload Your account' }).click();
      // A whole new version of the area to fetch and start: on a busy machine that can take a while.
      await expect.poll(() => running(open.page), { timeout: 30_000 }).toContain(`/${versionB}/`);
      await expect(open.page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible({ timeout: 30_000 });
      expect(await documentMarked(open.page)).toBe(true);
      expect(fromB.length).toBeGreaterThan(0);
      // Its pages keep working: another of them opens from B.
      await open.page.evaluate(() => {
        window.history.pushState({}, '', '/account/search');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(open.page.getByRole('heading', { level: 1, name: 'Search products' })).toBeVisible();
      expect(await documentMarked(open.page)).toBe(true);
      expect(open.missing).toEqual([]);
    });

    await test.step('rolled back in under a second; the open page is told', async () => {
      const rolledBack = await deploy(dir, 'rollback', 'mf-account');
      expect(rolledBack.out).toContain(`mf-account rolled back from ${versionB} to ${versionA}`);
      const ms = Number(/ in (\d+) ms/.exec(rolledBack.out)?.[1]);
      console.log(`rollback: ${rolledBack.out.trim()}`);
      expect(ms).toBeLessThan(1000);
      expect((await status(dir)).remotes['mf-account']?.live).toBe(versionA);
      await focus(open.page);
      const back = open.page
        .getByRole('status')
        .filter({ hasText: 'Your account was rolled back to an earlier version.' });
      await expect(back).toBeVisible();
      await back.getByRole('button', { name: 'Reload Your account' }).click();
      await expect.poll(() => running(open.page), { timeout: 30_000 }).toContain(`/${versionA}/`);
      await expect(open.page.getByRole('heading', { level: 1, name: 'Search products' })).toBeVisible();
      expect(await documentMarked(open.page)).toBe(true);
    });

    await test.step('a build against another React, or an older contract, is refused and A keeps serving', async () => {
      const react = join(work, 'mf-account-react18');
      cpSync(join(root, 'mf-account/dist'), react, { recursive: true });
      const manifestFile = join(react, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
        shared: { name: string; version: string }[];
      };
      for (const entry of manifest.shared) if (entry.name.startsWith('react')) entry.version = '18.3.1';
      writeFileSync(manifestFile, JSON.stringify(manifest));
      const refusedReact = await deploy(dir, 'mf-account', '--dist', react);
      expect(refusedReact.ok).toBe(false);
      expect(refusedReact.out).toContain('it was built with react 18.3.1, the live shell provides react 19');
      expect(refusedReact.out).toContain(`${versionA} keeps serving`);

      // Built against contract version 2: what it records passes, the shell refuses it in Chromium.
      const contract = join(work, 'mf-account-contract2');
      cpSync(join(root, 'mf-account/dist'), contract, { recursive: true });
      const assets = join(contract, 'assets');
      for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
        const text = readFileSync(join(assets, file), 'utf8');
        if (text.includes('contractVersion:3')) {
          writeFileSync(join(assets, file), text.replaceAll('contractVersion:3', 'contractVersion:2'));
          rmSync(join(assets, `${file}.br`), { force: true });
          rmSync(join(assets, `${file}.gz`), { force: true });
        }
      }
      const refusedContract = await deploy(dir, 'mf-account', '--dist', contract);
      expect(refusedContract.ok).toBe(false);
      expect(refusedContract.out).toContain('speaks contract version 2, but this app needs version 3');

      expect((await status(dir)).remotes['mf-account']).toMatchObject({ live: versionA, canary: null });
      const config = (await (await fetch(`${nginx.url}/runtime-config.json`)).json()) as {
        REMOTES: { account: string };
      };
      expect(config.REMOTES.account).toBe(`/remotes/mf-account/${versionA}/mf-manifest.json`);
    });

    await test.step('two teams deploying at the same moment both land', async () => {
      const [orders, finance] = await Promise.all([deploy(dir, 'mf-admin-orders'), deploy(dir, 'mf-admin-finance')]);
      expect(orders.out).toMatch(/mf-admin-orders v[0-9a-f]{12} is live/);
      expect(finance.out).toMatch(/mf-admin-finance v[0-9a-f]{12} is live/);
      const now = await status(dir);
      expect(now.remotes['mf-admin-orders']?.live).toMatch(/^v[0-9a-f]{12}$/);
      expect(now.remotes['mf-admin-finance']?.live).toMatch(/^v[0-9a-f]{12}$/);
    });

    await test.step('the deploy log and status tell the story', async () => {
      const log = readFileSync(join(dir, 'deploy-log.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { app: string; action: string; version: string; actor: string });
      expect(log.filter((entry) => entry.app === 'mf-account').map((entry) => [entry.action, entry.version])).toEqual([
        ['live', versionA],
        ['canary', versionB],
        ['promote', versionB],
        ['rollback', versionA],
        ['refused', expect.stringMatching(/^v/)],
        ['refused', expect.stringMatching(/^v/)],
      ]);
      expect(log.filter((entry) => entry.action === 'live').map((entry) => entry.app)).toEqual(
        expect.arrayContaining(['shell', 'mf-account', 'mf-admin-orders', 'mf-admin-finance']),
      );
      expect(log.every((entry) => entry.actor === 'e2e-journey')).toBe(true);
      expect((await status(dir)).remotes['mf-account']).toEqual({
        live: versionA,
        canary: null,
        versions: expect.arrayContaining([versionA, versionB]),
        lastDeploy: expect.objectContaining({ action: 'rollback', version: versionA }),
      });
    });
    await open.page.context().close();
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(work, { recursive: true, force: true });
  }
});
