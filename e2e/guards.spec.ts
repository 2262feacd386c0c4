import { expect, test } from '@playwright/test';
import { signInCustomer, signInStaff } from './support/session';

test('a signed-out visitor to /account is sent to /login and back after signing in', async ({ page }) => {
  await page.goto('/account/order?status=placed');
  await expect(page).toHaveURL('/login?redirect=%2Faccount%2Forder%3Fstatus%3Dplaced');
  await page.getByLabel('Email').fill('e2e-customer@example.com');
  await page.getByLabel('Password').fill('correct-horse-42');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/account/order?status=placed');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
});

test('a customer opening the back office is sent to the staff sign-in', async ({ page }) => {
  await signInCustomer(page);
  await page.goto('/admin/orders');
  await expect(page).toHaveURL('/admin/login?redirect=%2Fadmin%2Forders');
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
});

test('a staff member without the role gets a 403 in that area', async ({ page }) => {
  await signInStaff(page, 'warehouse');
  await page.goto('/admin/wallets');
  await expect(page.getByText('403', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /needs the finance role/ })).toBeVisible();
  await page.goto('/admin/wh/inbound');
  await expect(page.getByRole('heading', { name: 'Inbound' })).toBeVisible();
});

test('a signed-in staff member at /admin/login is sent to /admin', async ({ page }) => {
  await signInStaff(page, 'sales');
  await page.goto('/admin/login');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('an inactive staff member cannot sign in', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('e2e-inactive@staff.test');
  await page.getByLabel('Password').fill('correct-horse-42');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
});

for (const target of ['https://evil.test/steal', '//evil.test/steal', 'javascript:alert(1)']) {
  test(`a foreign ?redirect=${target} is ignored after login`, async ({ page }) => {
    await signInCustomer(page, target);
    await expect(page).toHaveURL('/account/dashboard');
  });
}
