import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, e2e, PASSWORD } from './support/env';
import { newCustomer, signInAs } from './support/session';

// Each test loads two or three pages; a page takes up to 40 s to load at load 30 on two cores.
test.describe.configure({ timeout: 150_000 });

/** `?redirect=` values that normalise to another host (issue 30, item 16), and one in disguise. */
const HOSTILE = ['/.//evil.example/phish', '/..//evil.example/phish', '/%2e//evil.example/phish'];

/** Any visit to the foreign host is recorded and answered here instead of leaving the machine. */
async function watchEvil(page: Page): Promise<string[]> {
  const visits: string[] = [];
  await page.context().route(/^https?:\/\/evil\.example\//, (route) => {
    visits.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>phished</h1>' });
  });
  return visits;
}

/** Waits until the page has arrived (at `path`, or anywhere off the site, however long that takes). */
async function expectStayed(page: Page, visits: string[], path: string) {
  await page.waitForURL((url) => url.origin !== e2e.baseUrl || url.pathname === path, { timeout: 0 });
  expect(page.url()).toBe(`${e2e.baseUrl}${path}`);
  expect(visits).toEqual([]);
}

async function logIn(page: Page, path: string, email: string, button: string) {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: button }).click();
}

test('the login form stays on the site with a foreign ?redirect=', async ({ page }) => {
  const visits = await watchEvil(page);
  await logIn(page, `/login?redirect=${encodeURIComponent(HOSTILE[0]!)}`, ACCOUNTS.customer.email, 'Log in');
  await expectStayed(page, visits, '/account/dashboard');
});

test('a signed-in customer visiting /login with a foreign ?redirect= stays on the site', async ({ page }) => {
  const visits = await watchEvil(page);
  await signInAs(page, 'customer');
  await page.goto(`/login?redirect=${encodeURIComponent(HOSTILE[0]!)}`);
  await expectStayed(page, visits, '/account/dashboard');
});

test('staff signing in at /admin/login with a foreign ?redirect= stay on the site', async ({ page }) => {
  const visits = await watchEvil(page);
  await logIn(page, `/admin/login?redirect=${encodeURIComponent(HOSTILE[0]!)}`, ACCOUNTS.sales.email, 'Sign in');
  await expectStayed(page, visits, '/admin');

  await page.goto(`/admin/login?redirect=${encodeURIComponent(HOSTILE[1]!)}`);
  await expectStayed(page, visits, '/admin');
});

test('signed-in staff visiting /admin/login with a foreign ?redirect= stay on the site', async ({ page }) => {
  const visits = await watchEvil(page);
  await signInAs(page, 'warehouse');
  await page.goto(`/admin/login?redirect=${encodeURIComponent(HOSTILE[2]!)}`);
  await expectStayed(page, visits, '/admin');
});

test('the register page stays on the site with a foreign ?redirect=', async ({ page }) => {
  const visits = await watchEvil(page);
  await page.goto(`/register?redirect=${encodeURIComponent(HOSTILE[0]!)}`);
  await page.getByLabel('Full name').fill('Minh Tran');
  await page.getByLabel('Email').fill(`redirect-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expectStayed(page, visits, '/account/dashboard');
});

test('the address form returns to the address book, not to a foreign ?redirect=', async ({ page }) => {
  const visits = await watchEvil(page);
  await signInAs(page, (await newCustomer()).auth);
  await page.goto(`/account/address/forms?redirect=${encodeURIComponent(HOSTILE[0]!)}`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expectStayed(page, visits, '/account/address');
});
