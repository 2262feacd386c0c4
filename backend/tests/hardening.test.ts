import { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, newStaff, PASSWORD, superuser, uniqueEmail } from '../testing/clients';
import { startPocketBase, type PocketBaseProcess } from '../testing/start-pocketbase';
import { statusOf } from '../testing/fixtures';

/** A failed sign-in, each time for a different account (one account has its own limit). */
const signIn = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ identity: uniqueEmail('nobody'), password: 'wrong-password-1' }),
  }).then((response) => response.status);

describe('rate limits', () => {
  let server: PocketBaseProcess;
  beforeAll(async () => {
    // As npm start runs it: nginx in front, whose X-Forwarded-For entry is trusted.
    server = await startPocketBase({ env: { RATE_LIMITS: 'on', TRUSTED_PROXY: 'X-Forwarded-For' } });
  });
  afterAll(() => server.stop());

  it('refuse the eleventh rapid sign-in attempt with 429', async () => {
    const first = [];
    for (let i = 0; i < 10; i++) first.push(await signIn(server.url));
    expect(first).toEqual(Array(10).fill(400));
    expect(await signIn(server.url)).toBe(429);
  });

  it('count each client behind the proxy on its own', async () => {
    const client = { 'X-Forwarded-For': '203.0.113.7' };
    for (let i = 0; i < 10; i++) await signIn(server.url, client);
    expect(await signIn(server.url, client)).toBe(429);
    expect(await signIn(server.url, { 'X-Forwarded-For': '203.0.113.8' })).toBe(400);
  });

  it('refuse a burst of sign-ups from one client with 429', async () => {
    const pb = anonymous(server.url);
    const results = [];
    for (let i = 0; i < 6; i++) {
      const email = uniqueEmail('burst');
      results.push(
        await statusOf(
          pb.collection('users').create(
            { email, password: PASSWORD, passwordConfirm: PASSWORD },
            {
              headers: { 'X-Forwarded-For': '203.0.113.9' },
            },
          ),
        ),
      );
    }
    expect(results.slice(0, 5)).toEqual(Array(5).fill(200));
    expect(results[5]).toBe(429);
  });
});

describe('rate limits without a proxy in front', () => {
  let server: PocketBaseProcess;
  beforeAll(async () => {
    server = await startPocketBase({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => server.stop());

  it('ignore an X-Forwarded-For header anyone can write', async () => {
    for (let i = 0; i < 10; i++) await signIn(server.url, { 'X-Forwarded-For': `198.51.100.${i}` });
    expect(await signIn(server.url, { 'X-Forwarded-For': '198.51.100.200' })).toBe(429);
  });
});

describe('failed sign-ins', () => {
  let server: PocketBaseProcess;
  beforeAll(async () => {
    server = await startPocketBase({ env: { RATE_LIMITS: 'on', TRUSTED_PROXY: 'X-Forwarded-For' } });
    // PocketBase's own limiter allows 10 sign-ins a minute per address: raised here, so that what
    // these tests meet is the sign-in limit of pb_hooks/sign-in-limit.pb.js alone.
    const su = await superuser(server.url);
    const { rateLimits } = await su.settings.getAll();
    await su.settings.update({
      rateLimits: {
        ...rateLimits,
        rules: rateLimits.rules.map((rule: { label: string }) =>
          rule.label === '*:auth' ? { ...rule, maxRequests: 1000 } : rule,
        ),
      },
    });
  });
  afterAll(() => server.stop());

  const attempt = (email: string, password: string, ip: string) =>
    fetch(`${server.url}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ identity: email, password }),
    }).then((response) => response.status);

  const register = async (prefix: string) => {
    const email = uniqueEmail(prefix);
    await anonymous(server.url)
      .collection('users')
      .create(
        { email, password: PASSWORD, passwordConfirm: PASSWORD },
        { headers: { 'X-Forwarded-For': '192.0.2.250' } },
      );
    return email;
  };

  it('stop the guessing address after 10 for that account, and never the owner elsewhere', async () => {
    const email = await register('target');
    const failures = [];
    for (let i = 0; i < 10; i++) failures.push(await attempt(email, 'wrong-password-1', '192.0.2.1'));
    expect(failures).toEqual(Array(10).fill(400));
    expect(await attempt(email.toUpperCase(), 'wrong-password-1', '192.0.2.1')).toBe(429);
    expect(await attempt(email, PASSWORD, '192.0.2.1')).toBe(429);
    expect(await attempt(email, PASSWORD, '192.0.2.2')).toBe(200);
    // Every other address still gets its own few guesses, no more.
    for (let i = 0; i < 10; i++) expect(await attempt(email, 'wrong-password-1', '192.0.2.3')).toBe(400);
    expect(await attempt(email, 'wrong-password-1', '192.0.2.3')).toBe(429);
    expect(await attempt(email, PASSWORD, '192.0.2.4')).toBe(200);
  });

  it('stop an address after 30 across accounts; a staff member is not locked out by strangers either', async () => {
    const staff = await newStaff(['admin'], { url: server.url });
    const staffAttempt = (password: string, ip: string) =>
      fetch(`${server.url}/api/collections/staff/auth-with-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify({ identity: staff.email, password }),
      }).then((response) => response.status);
    for (let i = 0; i < 10; i++) expect(await staffAttempt('wrong-password-1', `198.51.100.${i}`)).toBe(400);
    expect(await staffAttempt(PASSWORD, '198.51.100.200')).toBe(200);

    const results = [];
    for (let i = 0; i < 30; i++) results.push(await attempt(uniqueEmail('nobody'), 'wrong-password-1', '203.0.113.50'));
    expect(results).toEqual(Array(30).fill(400));
    expect(await attempt(await register('stuffed'), PASSWORD, '203.0.113.50')).toBe(429);
    expect(await attempt(uniqueEmail('nobody'), 'wrong-password-1', '203.0.113.51')).toBe(400);
  });

  it('leave other accounts alone, and a success clears the count', async () => {
    const email = await register('other');
    for (let i = 0; i < 9; i++) await attempt(email, 'wrong-password-1', '192.0.2.20');
    expect(await attempt(email, PASSWORD, '192.0.2.20')).toBe(200);
    for (let i = 0; i < 9; i++) expect(await attempt(email, 'wrong-password-1', '192.0.2.20')).toBe(400);
  });
});

describe('file uploads', () => {
  const ELF = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, ...Array(120).fill(0)]);
  const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];

  /** The answer's status, and the fields it names when refused. */
  async function uploadPhoto(file: Blob, name: string): Promise<[number, string[]]> {
    const su = await superuser();
    const parcel = await su.collection('parcels').create({ tracking_code: `HX${Date.now()}`, status: 'received' });
    const { pb } = await newStaff(['warehouse']);
    const form = new FormData();
    form.append('photos', file, name);
    try {
      await pb.collection('parcels').update(parcel.id, form);
      return [200, []];
    } catch (error) {
      if (!(error instanceof ClientResponseError)) throw error;
      return [error.status, Object.keys(error.response.data ?? {})];
    }
  }

  it.each(['application/x-executable', 'application/octet-stream', 'image/jpeg'])(
    'refuse an executable sent as a parcel photo (declared %s)',
    async (type) => {
      expect(await uploadPhoto(new Blob([ELF], { type }), 'photo.jpg')).toEqual([400, ['photos']]);
    },
  );

  it('refuse an image over 5 MB', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG_HEADER);
    expect(await uploadPhoto(new Blob([big], { type: 'image/png' }), 'big.png')).toEqual([400, ['photos']]);
  });

  it('accept a small image as a parcel photo', async () => {
    expect(await uploadPhoto(new Blob([new Uint8Array(PNG_HEADER)], { type: 'image/png' }), 'ok.png')).toEqual([
      200,
      [],
    ]);
  });
});

describe('protected settings', () => {
  it('are refused to a staff admin token', async () => {
    const { pb } = await newStaff(['admin']);
    expect(await statusOf(pb.settings.getAll())).toBe(403);
    expect(await statusOf(pb.settings.update({ meta: { appName: 'Hacked' } }))).toBe(403);
  });

  it('are refused anonymously', async () => {
    expect(await statusOf(anonymous().settings.getAll())).toBe(401);
  });
});

describe('passwords', () => {
  it('of staff need at least 10 characters', async () => {
    const su = await superuser();
    const body = { email: uniqueEmail('short'), password: 'short-pw1', passwordConfirm: 'short-pw1' };
    const error = await su
      .collection('staff')
      .create({ ...body, name: 'Short', roles: ['sales'], active: true })
      .catch((e: ClientResponseError) => e);
    expect(error).toBeInstanceOf(ClientResponseError);
    expect((error as ClientResponseError).status).toBe(400);
    expect(Object.keys((error as ClientResponseError).response.data)).toContain('password');
  });

  it('of customers need at least 10 characters', async () => {
    const body = { email: uniqueEmail('short'), password: 'short-pw1', passwordConfirm: 'short-pw1' };
    expect(await statusOf(anonymous().collection('users').create(body))).toBe(400);
  });
});
