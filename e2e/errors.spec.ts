import { expect, test } from '@playwright/test';

test('an unknown path shows 404 with its path, then goes home with a toast', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Page not found: \/no-such-page/ })).toBeVisible();
  await expect(page).toHaveURL('/', { timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Page not found: /no-such-page' })).toBeVisible();
});

test('Clear errors goes to the home page', async ({ page }) => {
  await page.goto('/admin/nothing-here');
  await page.getByRole('button', { name: 'Clear errors' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: /Shop anywhere abroad/ })).toBeVisible();
});

for (const path of [
  '/admin/orders/components/order-table',
  '/account/hooks',
  '/hooks',
  '/account/product/not-an-id',
  '/confirm-password/garbage',
]) {
  test(`${path} is a 404`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: `Page not found: ${path}` })).toBeVisible();
  });
}
