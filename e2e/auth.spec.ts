import { expect, test } from '@playwright/test';
import { e2e } from './support/env';
import { decodeMail, readMails } from './support/smtp-capture';

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}@example.com`;

async function register(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Minh Tran');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

test('a visitor registers, gets a customer code, signs out and logs in again', async ({ page }) => {
  const email = uniqueEmail('new');
  await register(page, email, 'a-good-password-1');
  await expect(page).toHaveURL('/account/dashboard');
  await expect(page.getByTestId('customer-code')).toHaveText(/^C\d+$/);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-good-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/account/dashboard');
});

test('a short password and a taken email are explained next to their fields', async ({ page }) => {
  await register(page, 'e2e-customer@example.com', 'short');
  await expect(page.getByText('Use at least 10 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('long-enough-password');
  await page.getByLabel('Repeat password').fill('long-enough-password');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.locator('#' + (await page.getByLabel('Email').getAttribute('id')) + '-error')).toBeVisible();
  await expect(page).toHaveURL('/register');
});

test('wrong credentials show a clear message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('e2e-customer@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('a forgotten password is reset through the link in the mail', async ({ page, browser }) => {
  const email = uniqueEmail('reset');
  await register(page, email, 'the-old-password');
  await expect(page).toHaveURL('/account/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).click();

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/a reset link is on its way/)).toBeVisible();

  let link = '';
  await expect
    .poll(
      () => {
        const mail = readMails(e2e.mailDir).find((m) => m.to.includes(email));
        link = mail
          ? (decodeMail(mail.raw).match(/https?:\/\/[^\s"'<>]+\/confirm-password\/[A-Za-z0-9._-]+/)?.[0] ?? '')
          : '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');

  const fresh = await browser.newPage({ baseURL: e2e.baseUrl });
  await fresh.goto(new URL(link).pathname);
  await fresh.getByLabel('New password', { exact: true }).fill('the-new-password');
  await fresh.getByLabel('Repeat new password').fill('the-new-password');
  await fresh.getByRole('button', { name: 'Save new password' }).click();
  await expect(fresh.getByText('Your password has been changed.')).toBeVisible();

  await fresh.goto('/login');
  await fresh.getByLabel('Email').fill(email);
  await fresh.getByLabel('Password').fill('the-new-password');
  await fresh.getByRole('button', { name: 'Log in' }).click();
  await expect(fresh).toHaveURL('/account/dashboard');
  await fresh.close();
});

test('staff sign in to the back office dashboard', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('e2e-finance@staff.test');
  await page.getByLabel('Password').fill('correct-horse-42');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The finance remote's widget counts pending top-ups through the real API.
  await expect(page.getByRole('region', { name: 'Top-ups to review' })).toContainText(
    /\d+\s*top-ups waiting for review/,
  );
});

test('signing out in one tab signs out the other', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/login');
  await first.getByLabel('Email').fill('e2e-customer@example.com');
  await first.getByLabel('Password').fill('correct-horse-42');
  await first.getByRole('button', { name: 'Log in' }).click();
  await expect(first).toHaveURL('/account/dashboard');
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await first.getByRole('button', { name: 'Sign out' }).click();
  await expect(second.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();
});
