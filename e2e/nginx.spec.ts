import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2e } from './support/env';

test('the API is proxied to PocketBase', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ code: 200 });
});

test('pages carry the security headers', async ({ request }) => {
  const headers = (await request.get('/')).headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('entry files are never cached and hashed assets are immutable', async ({ request }) => {
  for (const path of [
    '/sw.js',
    '/runtime-config.json',
    '/latest-build.json',
    '/build-manifest.json',
    '/remotes/mf-account/remoteEntry.js',
    '/remotes/mf-account/mf-manifest.json',
    '/remotes/mf-account/latest-build.json',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
  const manifest = (await (await request.get('/build-manifest.json')).json()) as { files: string[] };
  const asset = manifest.files.find((f) => f.startsWith('assets/') && f.endsWith('.js'));
  const response = await request.get(`/${asset}`);
  expect(response.headers()['cache-control']).toContain('immutable');
});

test("a catalog picture keeps PocketBase's caching; the API's answers and protected files are never stored", async ({
  request,
}) => {
  const search = await request.get('/api/shop/products/search');
  expect(search.headers()['cache-control']).toBe('no-store');
  const { items } = (await search.json()) as {
    items: { id: string; collectionId: string; images: string[] }[];
  };
  const product = items.find((item) => item.images.length > 0)!;
  const picture = `/api/files/${product.collectionId}/${product.id}/${product.images[0]}?thumb=400x400`;
  const served = await request.get(picture);
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toMatch(/^max-age=\d+/);
  expect(served.headers()['cache-control']).not.toContain('no-store');
  // A file asked for with a token (a protected one) is never stored, whatever PocketBase says.
  expect((await request.get(`${picture}&token=x`)).headers()['cache-control']).toContain('no-store');
});

test("hashed assets go out as the build's Brotli copies to a browser that takes them, gzipped to others", async ({
  request,
}) => {
  const manifest = (await (await request.get('/build-manifest.json')).json()) as { files: string[] };
  for (const file of manifest.files.filter((f) => /^assets\/.+\.js$/.test(f)).slice(0, 3)) {
    const br = await request.get(`/${file}`, { headers: { 'Accept-Encoding': 'br' } });
    // .ci/run installs Debian's libnginx-mod-http-brotli-static, which nginx/render.mjs loads.
    expect(br.headers()['content-encoding'], `${file}: is libnginx-mod-http-brotli-static installed?`).toBe('br');
    expect(br.headers()['vary']).toContain('Accept-Encoding');
    const gzip = await request.get(`/${file}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding'], file).toBe('gzip');
    expect((await br.body()).equals(await gzip.body()), file).toBe(true);
  }
  // Files without a copy are still gzipped for a browser that also takes br.
  for (const path of [
    '/account/search',
    '/remotes/mf-account/remoteEntry.js',
    '/remotes/mf-account/route-chunks.json',
  ]) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(response.headers()['content-encoding'], path).toBe('gzip');
  }
});

test('a missing hashed asset is a 404 that no cache keeps', async ({ request }) => {
  for (const path of ['/assets/missing-0000.js', '/remotes/mf-account/assets/missing-0000.js']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['cache-control'], path).toBe('no-store');
  }
});

test('an unknown path still serves the app (SPA fallback) and unknown remotes are 404', async ({ request }) => {
  expect((await request.get('/account/orders')).headers()['content-type']).toContain('text/html');
  expect((await request.get('/remotes/mf-nope/remoteEntry.js')).status()).toBe(404);
});

test("a remote page's document carries its remote's route data, allowed by that answer's nonce; other documents carry none", async ({
  request,
}) => {
  const written = async (path: string, remote: string) => {
    const response = await request.get(path);
    const html = await response.text();
    const script = /<script nonce="([0-9a-f]{32})">([\s\S]*?)<\/script>/.exec(html);
    expect(script, path).not.toBeNull();
    expect(response.headers()['content-security-policy'], path).toContain(`'nonce-${script![1]}'`);
    expect(script![2], path).toBe(await (await request.get(`/remotes/${remote}/route-data.inline.js`)).text());
    return script![1];
  };
  const nonce = await written('/account/search?q=bag', 'mf-account');
  expect(await written('/account/search?q=bag', 'mf-account'), 'a nonce is never used twice').not.toBe(nonce);
  await written('/account/product/abcdefghijklmno', 'mf-account');
  await written('/admin/customer-cart', 'mf-admin-orders');
  await written('/admin/wh/inbound', 'mf-admin-warehouse');
  for (const path of ['/', '/login', '/admin', '/admin/login', '/accounts', '/index.html']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<script nonce|<!--#/);
  }
  // A remote deployed without the file (an older build) gets an empty script, not nginx's 404 page.
  const file = join(e2e.appsDir, 'mf-admin-warehouse', 'route-data.inline.js');
  renameSync(file, `${file}.away`);
  try {
    const html = await (await request.get('/admin/wh/inbound')).text();
    expect(html).toMatch(/<script nonce="[0-9a-f]{32}"><\/script>/);
    expect(html).not.toContain('404');
  } finally {
    renameSync(`${file}.away`, file);
  }
});

test('realtime events reach the browser unbuffered', async ({ baseURL }) => {
  const controller = new AbortController();
  const response = await fetch(`${baseURL}/api/realtime`, { signal: controller.signal });
  const reader = response.body!.getReader();
  const started = Date.now();
  const { value } = await reader.read();
  controller.abort();
  expect(new TextDecoder().decode(value)).toContain('PB_CONNECT');
  expect(Date.now() - started).toBeLessThan(3000);
});

test('pages run under the Content Security Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
  for (const path of ['/', '/login', '/register', '/account/search', '/admin/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});
