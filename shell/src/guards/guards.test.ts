import { createMemoryRouter, pb } from '@fwd/shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminGuard, customerGuard, guestOnly } from './guards';

function token(expiresInSeconds = 3600): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64({ exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.sig`;
}

function signInAs(collectionName: 'users' | 'staff', extra: Record<string, unknown> = {}) {
  pb.authStore.save(token(), { id: 'abc123def456ghi', collectionId: 'x', collectionName, ...extra });
}

const PASSED = 'passed to the page';

async function run(guard: ReturnType<typeof adminGuard>, url: string): Promise<unknown> {
  try {
    return await guard(
      { request: new Request(url), params: {}, context: undefined } as never,
      async () => PASSED as never,
    );
  } catch (thrown) {
    return thrown;
  }
}

afterEach(() => pb.authStore.clear());

describe('customerGuard', () => {
  it('sends a signed-out visitor to /login with the page to come back to', async () => {
    const result = (await run(customerGuard, 'http://app.test/account/orders?status=placed')) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get('Location')).toBe('/login?redirect=%2Faccount%2Forders%3Fstatus%3Dplaced');
  });

  it('lets a signed-in customer through', async () => {
    signInAs('users');
    expect(await run(customerGuard, 'http://app.test/account')).toBe(PASSED);
  });

  it('treats an expired session as signed out', async () => {
    pb.authStore.save(token(-10), { id: 'abc123def456ghi', collectionId: 'x', collectionName: 'users' });
    const result = (await run(customerGuard, 'http://app.test/account')) as Response;
    expect(result.headers.get('Location')).toBe('/login?redirect=%2Faccount');
  });
});

describe('adminGuard', () => {
  it('sends a customer to the staff sign-in page', async () => {
    signInAs('users');
    const result = (await run(adminGuard(['sales']), 'http://app.test/admin/orders')) as Response;
    expect(result.headers.get('Location')).toBe('/admin/login?redirect=%2Fadmin%2Forders');
  });

  it('answers 403 to a staff member without the role', async () => {
    signInAs('staff', { roles: ['warehouse'], active: true });
    const result = (await run(adminGuard(['finance']), 'http://app.test/admin/wallets')) as {
      init: { status: number };
    };
    expect(result.init.status).toBe(403);
  });

  it('lets an admin into every area', async () => {
    signInAs('staff', { roles: ['admin'], active: true });
    expect(await run(adminGuard(['finance']), 'http://app.test/admin/wallets')).toBe(PASSED);
  });

  it('refuses an inactive staff member even with the role', async () => {
    signInAs('staff', { roles: ['finance'], active: false });
    const result = (await run(adminGuard(['finance']), 'http://app.test/admin/wallets')) as {
      init: { status: number };
    };
    expect(result.init.status).toBe(403);
  });
});

describe('guestOnly', () => {
  it('sends a signed-in staff member from /admin/login to /admin', async () => {
    signInAs('staff', { roles: ['sales'], active: true });
    const result = (await run(guestOnly('staff', '/admin'), 'http://app.test/admin/login')) as Response;
    expect(result.headers.get('Location')).toBe('/admin');
  });

  it('ignores a foreign redirect target', async () => {
    signInAs('users');
    const result = (await run(
      guestOnly('customer', '/account'),
      'http://app.test/login?redirect=https://evil.test/x',
    )) as Response;
    expect(result.headers.get('Location')).toBe('/account');
  });
});

describe('guards as middleware', () => {
  it('run before the page loader, so a redirected visitor never triggers the page API call', async () => {
    const pageLoader = vi.fn(() => null);
    const router = createMemoryRouter(
      [
        { path: 'login', element: null },
        { middleware: [customerGuard], children: [{ path: 'account/order', loader: pageLoader, element: null }] },
      ],
      { initialEntries: ['/login'], future: { v8_middleware: true } },
    );
    await router.navigate('/account/order');
    expect(router.state.location.pathname).toBe('/login');
    expect(pageLoader).not.toHaveBeenCalled();
    router.dispose();
  });
});
