import { expect, test } from '@playwright/test';

// What the public front door refuses (nginx/forwardly.conf.template, docs/security.md).

test("PocketBase's dashboard is not served through the front door by default", async ({ request }) => {
  for (const path of ['/_/', '/_/#/login', '/_/images/logo.svg']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

/** A multipart body with one PNG-looking file of `size` bytes. */
function upload(size: number) {
  const file = Buffer.alloc(size);
  file.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { multipart: { photos: { name: 'photo.png', mimeType: 'image/png', buffer: file } } };
}

test('an anonymous upload is answered 401 by PocketBase, not 502, and one over the route’s cap 413 by nginx', async ({
  request,
}) => {
  const inbound = await request.post('/api/admin/parcels/inbound', upload(20 * 1024 * 1024));
  expect(inbound.status()).toBe(401);
  expect((await inbound.json()) as { message: string }).toMatchObject({ message: 'Sign in to upload files.' });
  expect((await request.post('/api/collections/recharges/records', upload(4 * 1024 * 1024))).status()).toBe(401);
  // A recharge takes one 5 MB proof: nginx refuses more before PocketBase sees it.
  expect((await request.post('/api/collections/recharges/records', upload(6 * 1024 * 1024))).status()).toBe(413);
});
