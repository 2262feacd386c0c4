import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from './support/env';
import { api, apiSignIn } from './support/session';

const PUBLIC_PAGES = ['/', '/login', '/register', '/forgot-password'];

/**
 * The app in #root as a canonical text: elements with their attributes sorted, and text; without
 * what differs by nature between a hydrated page and one the browser rendered itself (React's
 * markers and hoisted preloads, generated ids, and `selected`, which React sets as a property).
 */
const rootHtml = (page: Page) =>
  page.evaluate(() => {
    const write = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element) || node.tagName === 'LINK') return '';
      const attributes = [...node.attributes]
        .filter((a) => a.name !== 'selected')
        .map((a) => `${a.name}="${a.value.replace(/_[rR]_[0-9a-z]+_/g, '_id_')}"`)
        .sort()
        .join(' ');
      return `<${node.tagName.toLowerCase()} ${attributes}>${[...node.childNodes].map(write).join('')}</>`;
    };
    return [...document.getElementById('root')!.childNodes].map(write).join('');
  });

/** Holds every script of the app until `release` is called: the page as a slow phone first shows it. */
async function holdScripts(page: Page, pattern = /\.js(\?|$)/) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const language of ['en', 'vi'] as const) {
  test.describe(`pre-rendered public pages (${language})`, () => {
    test.use({ locale: language === 'vi' ? 'vi-VN' : 'en-US' });

    test('are served painted in the browser language and hydrate without a single difference', async ({ page }) => {
      for (const path of PUBLIC_PAGES) {
        const served = await (await page.goto(path))!.text();
        expect(served, path).toContain(`data-prerendered="${path}|${language}"`);
        expect(served, path).toContain(`<html lang="${language}">`);

        await expect(page.locator('html'), path).toHaveAttribute('data-ready', 'hydrated');
        await expect(page.locator('html'), path).not.toHaveAttribute('data-hydration-error', /.*/);
        await page.waitForLoadState('networkidle');
        const hydrated = await rootHtml(page);

        // The same page rendered by the browser alone, from the app document without the mark.
        await page.route(
          (url) => url.pathname === path,
          async (route) => {
            const response = await route.fetch();
            const html = (await response.text()).replace(/ data-prerendered="[^"]*"/, '');
            await route.fulfill({ response, body: html });
          },
        );
        await page.goto(path);
        await expect(page.locator('html'), path).toHaveAttribute('data-ready', 'rendered');
        await page.waitForLoadState('networkidle');
        expect(await rootHtml(page), `${path}: hydrated and rendered differ`).toBe(hydrated);
        await page.unrouteAll();

        // Ids made by the app after hydration (a field's error) must match the pre-rendered ones.
        if (path !== '/') {
          await page.goto(path);
          await expect(page.locator('html'), path).toHaveAttribute('data-ready', 'hydrated');
          await page.locator('main form [type=submit]').click();
          await expect(page.locator('main [role=alert]').first(), path).toBeVisible();
          const unlinked = await page.evaluate(() =>
            [...document.querySelectorAll('[aria-describedby]')].flatMap((field) =>
              field
                .getAttribute('aria-describedby')!
                .split(' ')
                .filter((id) => !document.getElementById(id) || !id.startsWith(field.id))
                .map((id) => `${field.id} -> ${id}`),
            ),
          );
          expect(unlinked, `${path}: errors not linked to their fields`).toEqual([]);
        }
      }
    });
  });
}

test('a pre-rendered page asks for its scripts only once it has painted, then hydrates', async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    const served = await (await page.goto(path))!.text();
    expect(served, path).not.toMatch(/<script type="module"|rel="modulepreload"/);
    await expect(page.locator('html'), path).toHaveAttribute('data-ready', 'hydrated');
    const { paint, firstScript } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(paint, path).not.toBeNull();
    expect(firstScript, `${path}: a script was asked for before the first paint`).toBeGreaterThanOrEqual(paint!);
  }
});

test("a remote page asks for the remote's manifest once, before the app starts, and preloads the remote's entry and the page's own files", async ({
  page,
}) => {
  await page.goto('/account/search');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const requests = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) =>
        /\/remotes\/mf-account\/(mf-manifest\.json|remoteEntry\.js|assets\/search\.route-)/.test(entry.name),
      )
      .map((entry) => `${new URL(entry.name).pathname.replace(/-[\w-]+\.js$/, '.js')} ${entry.initiatorType}`),
  );
  expect(requests.sort()).toEqual([
    '/remotes/mf-account/assets/search.route.js link',
    '/remotes/mf-account/mf-manifest.json fetch',
    '/remotes/mf-account/remoteEntry.js link',
  ]);
  // Every file of the remote the page ran, its words included, came from those preloads; behind
  // nginx the route data was written into the document, so route-data.js was not asked for at all.
  const notPreloaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => /\/remotes\/mf-account\/.*\.js$/.test(entry.name) && entry.initiatorType !== 'link')
      .map((entry) => `${new URL(entry.name).pathname} ${entry.initiatorType}`),
  );
  expect(notPreloaded).toEqual([]);
});

for (const written of [true, false]) {
  test(`a remote page's first answers and pictures are asked for while the app starts, and only once (${written ? 'route data written into the document by nginx' : "a document without it, as the service worker's cache serves it"})`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as { __violations?: string[] }).__violations = violations;
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));
    });
    if (!written) {
      await page.route('**/account/search', async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/<script nonce="[^"]*">[\s\S]*?<\/script>/, '');
        await route.fulfill({ response, body: html });
      });
    }
    await page.goto('/account/search');
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.locator('main img').first()).toBeVisible();
    const asked = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        api: entries
          .filter((e) => /\/api\/shop\/products\/(search|shops)/.test(e.name))
          .map((e) => new URL(e.name).pathname),
        pictures: entries
          .filter((e) => e.name.includes('/api/files/'))
          .map((e) => ({ path: new URL(e.name).pathname, by: e.initiatorType })),
        routeData: entries.filter((e) => e.name.includes('/route-data')).map((e) => new URL(e.name).pathname),
        // The answers the first-paint script asked for, by URL; the app's client takes each one.
        left: Object.keys((window as { __fwdEarlyAnswers?: object }).__fwdEarlyAnswers ?? { missing: true }),
        violations: (window as { __violations?: string[] }).__violations,
      };
    });
    expect(asked.api.sort()).toEqual(['/api/shop/products/search', '/api/shop/products/shops']);
    expect(asked.left).toEqual([]);
    // The route data came with the document, or else the script imported it.
    expect(asked.routeData).toEqual(written ? [] : ['/remotes/mf-account/route-data.js']);
    expect(asked.violations).toEqual([]);
    // The pictures of the first cards (EAGER_CARDS, those that have one) came from the script's
    // preloads; no picture was asked for twice (not checked through page.route, which turns the
    // browser's cache off).
    const preloaded = asked.pictures.filter((p) => p.by === 'link');
    expect(preloaded.length).toBeGreaterThan(0);
    expect(preloaded.length).toBeLessThanOrEqual(4);
    if (written) expect(new Set(asked.pictures.map((p) => p.path)).size).toBe(asked.pictures.length);
  });
}

test.describe('the app document', () => {
  // A service worker would answer the later visits with its cached copy, which has no route data.
  test.use({ serviceWorkers: 'block' });

  test("asks for its start-up scripts once the answer its frame's pictures come from has arrived (a second at most), and at once where it has no route data", async ({
    page,
  }) => {
    let delay = 0;
    await page.route('**/api/shop/products/search?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      await route.continue();
    });
    let written = true;
    await page.route('**/account/search', async (route) => {
      if (written) return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script nonce="[^"]*">[\s\S]*?<\/script>/, '');
      await route.fulfill({ response, body: html });
    });
    const cases = [
      { delay: 500, written: true, waits: true },
      // The answer later than the hold's limit: the scripts go first.
      { delay: 2500, written: true, waits: false },
      // As the service worker serves the document: the route data is imported, nothing is held.
      { delay: 1500, written: false, waits: false },
    ];
    for (const entry of cases) {
      ({ delay, written } = entry);
      await page.goto('/account/search');
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      const { answered, firstScript } = await page.evaluate(() => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const scripts = entries.filter(
          (e) => new URL(e.name).pathname.endsWith('.js') && !e.name.includes('/route-data'),
        );
        return {
          answered: entries.find((e) => e.name.includes('/api/shop/products/search'))!.responseEnd,
          firstScript: Math.min(...scripts.map((e) => e.startTime)),
        };
      });
      const label = JSON.stringify(entry);
      if (entry.waits) expect(firstScript, label).toBeGreaterThanOrEqual(answered);
      else expect(firstScript, label).toBeLessThan(answered);
    }
  });
});

test("a remote page's frame shows its first pictures as the page will, before the app's code has arrived", async ({
  browser,
}) => {
  const { items } = await api<{ items: { id: string; images: string[] }[] }>(null, 'GET', '/api/shop/products/search');
  // The cards that load at once (EAGER_CARDS), those with a picture.
  const eager = items.slice(0, 4).filter((item) => item.images.length > 0).length;
  expect(eager).toBeGreaterThan(0);
  const cases = [
    {
      path: '/account/search',
      kind: 'card',
      count: eager,
      shown: (page: Page) => page.getByRole('main').locator('li img'),
    },
    {
      path: `/account/product/${items[0]!.id}`,
      kind: 'lead',
      count: 1,
      shown: (page: Page) => page.locator('main section img'),
    },
  ];
  for (const { path, kind, count, shown } of cases) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const release = await holdScripts(page, /\/assets\/mf-entry-bootstrap-/);
    await page.goto(path, { waitUntil: 'commit' });
    const early = page.locator(`[data-early-view="${kind}"] img`);
    await expect(early, path).toHaveCount(count);
    await expect
      .poll(() =>
        early.evaluateAll((pictures: HTMLImageElement[]) => pictures.every((p) => p.complete && p.naturalWidth > 0)),
      )
      .toBe(true);
    // In place of the skeleton, whose status still tells a screen reader the page is loading.
    await expect(page.getByRole('status').filter({ hasText: 'Loading' }).first()).toBeAttached();
    const frame = await early.evaluateAll((pictures: HTMLImageElement[]) =>
      pictures.map((p) => ({ src: p.src, width: p.width, height: p.height })),
    );

    release();
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'rendered');
    await expect(page.locator('[data-early-view]')).toHaveCount(0);
    // The same pictures, in the same order, at the size the page shows them (its list renders in
    // the background, after the page is ready).
    await expect(shown(page).nth(count - 1), path).toBeVisible();
    const onPage = await shown(page).evaluateAll(
      (pictures: HTMLImageElement[], n) =>
        pictures.slice(0, n).map((p) => ({ src: p.src, width: p.width, height: p.height })),
      count,
    );
    expect(
      onPage.map((p) => p.src),
      path,
    ).toEqual(frame.map((p) => p.src));
    for (const [i, picture] of onPage.entries()) {
      expect(Math.abs(picture.width - frame[i]!.width), path).toBeLessThanOrEqual(2);
      expect(Math.abs(picture.height - frame[i]!.height), path).toBeLessThanOrEqual(1);
    }
    await context.close();
  }
});

test('the language chosen in the app picks the pre-rendered pages it is served', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'hydrated');
  await page.getByLabel('Language').selectOption('vi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  expect(await (await page.request.get('/register')).text()).toContain('data-prerendered="/register|vi"');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'hydrated');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/|vi');
});

test('a form submitted before the app has started is held, never sent with the password in the URL, and sent once it has', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(ACCOUNTS.customer.email);
  await page.getByLabel('Password').fill(ACCOUNTS.customer.password);
  await page.getByLabel('Password').press('Enter');
  // Held: a native submission would have left the page (with the password in its URL) at once.
  await expect(page.locator('form')).toHaveAttribute('aria-busy', 'true');
  expect(page.url()).not.toContain('password');

  release();
  await expect(page).toHaveURL('/account/dashboard');
  expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toContain('"token"');
});

test('a signed-in visitor never sees the signed-out header, and a remote page paints its layout frame while its code loads', async ({
  page,
}) => {
  const auth = await apiSignIn(ACCOUNTS.customer);
  await page.addInitScript((value) => localStorage.setItem('pocketbase_auth', value), JSON.stringify(auth));
  const release = await holdScripts(page);

  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('navigation', { name: 'Main' });
  await expect(header.getByRole('link', { name: 'Log in' })).toBeHidden();
  await expect(header.getByRole('link', { name: 'Sign up' })).toBeHidden();

  // The app document: only the frame of the path's area, in the visitor's language.
  await page.goto('/account/order', { waitUntil: 'commit' });
  await expect(page.locator('[data-frame="account"][data-lang="en"] header')).toBeVisible();
  await expect(page.locator('[data-frame="default"][data-lang="en"] header')).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' }).first()).toBeAttached();

  await page.goto('/account/search', { waitUntil: 'commit' });
  await expect(page.locator('[data-frame="default"][data-lang="en"] header')).toBeVisible();
  await expect(page.locator('[data-frame="account"][data-lang="en"] header')).toBeHidden();
  // Its frames share one copy of the global styles (the first style pass matches every rule).
  const document = await (await page.request.get('/account/search')).text();
  expect(document.match(/html,body\{margin:0;padding:0;\}/g)).toHaveLength(1);

  release();
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'rendered');
  await expect(page.locator('[data-frame]')).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'My account' })).toBeVisible();
});
