import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, e2e, PASSWORD } from './env';

export async function signInCustomer(page: Page, redirect?: string) {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await page.getByLabel('Email').fill(ACCOUNTS.customer.email);
  await page.getByLabel('Password').fill(ACCOUNTS.customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export async function signInStaff(page: Page, who: 'sales' | 'warehouse' | 'finance' | 'admin') {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ACCOUNTS[who].email);
  await page.getByLabel('Password').fill(ACCOUNTS[who].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

export type Who = 'customer' | 'sales' | 'warehouse' | 'finance' | 'admin';
export interface ApiAuth {
  token: string;
  record: { id: string; [field: string]: unknown };
}

/** Signs in through the API (no page involved): a token and the record. */
export async function apiSignIn(credentials: { email: string; password: string }, staff = false): Promise<ApiAuth> {
  const response = await fetch(`${e2e.pocketbaseUrl}/api/collections/${staff ? 'staff' : 'users'}/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: credentials.email, password: credentials.password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${credentials.email}: ${response.status}`);
  return (await response.json()) as ApiAuth;
}

/** A new customer of its own for a journey, so journeys never share state. */
export async function newCustomer(name = 'Minh Tran'): Promise<{ email: string; password: string; auth: ApiAuth }> {
  const email = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const response = await fetch(`${e2e.pocketbaseUrl}/api/collections/users/records`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, passwordConfirm: PASSWORD, name }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  return { email, password: PASSWORD, auth: await apiSignIn({ email, password: PASSWORD }) };
}

/**
 * Puts a session into the page's storage as the SDK keeps it (`pocketbase_auth`), so a journey
 * starts signed in without going through the form. Pass an account or an existing session.
 */
export async function signInAs(page: Page, who: Who | ApiAuth): Promise<ApiAuth> {
  const auth = typeof who === 'string' ? await apiSignIn(ACCOUNTS[who], who !== 'customer') : who;
  await page.goto('/favicon.svg');
  await page.evaluate((value) => localStorage.setItem('pocketbase_auth', JSON.stringify(value)), auth);
  return auth;
}

/** A call to the API as someone (a custom route or the records API). */
export async function api<T = unknown>(auth: ApiAuth | null, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${e2e.pocketbaseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: auth.token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

/** axe finds no accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

/** Nothing on the page is wider than the viewport (a phone never scrolls sideways). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
