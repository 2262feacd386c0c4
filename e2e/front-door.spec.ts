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
  // Refused unread, one in a few was a 502 (nginx still sending when PocketBase closed): each one.
  for (let i = 0; i < 6; i++) {
    const inbound = await request.post('/api/admin/parcels/inbound', upload(20 * 1024 * 1024));
    expect(inbound.status()).toBe(401);
    expect((await inbound.json()) as { message: string }).toMatchObject({ message: 'Sign in to upload files.' });
  }
  expect((await request.post('/api/collections/recharges/records', upload(4 * 1024 * 1024))).status()).toBe(401);
  // A recharge takes one 5 MB proof: nginx refuses more before PocketBase sees it.
  expect((await request.post('/api/collections/recharges/records', upload(6 * 1024 * 1024))).status()).toBe(413);
});

test('a signed-in customer’s 3 MB picture goes through to PocketBase', async ({ request }) => {
  const email = `front-door-${Date.now()}@example.test`;
  const password = 'front-door-password-1';
  const signUp = await request.post('/api/collections/users/records', {
    data: { email, password, passwordConfirm: password, name: 'Front Door' },
  });
  expect(signUp.status()).toBe(200);
  const auth = (await (
    await request.post('/api/collections/users/auth-with-password', { data: { identity: email, password } })
  ).json()) as { token: string; record: { id: string } };
  const file = Buffer.alloc(3 * 1024 * 1024);
  file.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const saved = await request.patch(`/api/collections/users/records/${auth.record.id}`, {
    headers: { Authorization: auth.token },
    multipart: { avatar: { name: 'me.png', mimeType: 'image/png', buffer: file } },
  });
  expect(saved.status()).toBe(200);
  expect(((await saved.json()) as { avatar: string }).avatar).toMatch(/\.png$/);
});
