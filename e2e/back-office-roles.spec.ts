import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/env';
import { pendingTopUp } from './support/back-office';
import { apiSignIn, expectAccessible, newCustomer, signInAs } from './support/session';
import { e2e } from './support/env';

// Issues 10, 11 and 12, "Roles": staff see in the navigation only the pages their roles open; any
// other back-office path shows the 403 view, and the API refuses them the same.

const SALES_PAGES = [
  ['/admin/orders', 'Orders'],
  ['/admin/orders/shipping-code', 'Sellers’ tracking codes'],
  ['/admin/product', 'Products'],
  ['/admin/customer', 'Customers'],
  ['/admin/customer-cart', 'Customer carts'],
  ['/admin/complain', 'Complaints'],
  ['/admin/conversation', 'Conversations'],
] as const;
const FINANCE_PAGES = [
  ['/admin/wallets', 'Wallets'],
  ['/admin/transaction', 'Transactions'],
  ['/admin/rate', 'Rates and fees'],
  ['/admin/report', 'Reports'],
] as const;

const WAREHOUSE_PAGES = [
  ['/admin/wh/inbound', 'Inbound'],
  ['/admin/wh/parcel', 'Parcels'],
  ['/admin/wh/fulfill', 'Packing'],
  ['/admin/wh/delivery', 'Delivery'],
] as const;

async function status(who: 'sales' | 'warehouse' | 'finance', method: string, path: string, body?: unknown) {
  const { token } = await apiSignIn(ACCOUNTS[who], true);
  const response = await fetch(`${e2e.pocketbaseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status;
}

for (const who of ['warehouse', 'finance'] as const) {
  test(`${who} staff do not see the sales pages and get a 403 on them, in the app and the API`, async ({ page }) => {
    await signInAs(page, who);
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    for (const [path, title] of SALES_PAGES) {
      await expect(nav.getByRole('link', { name: title, exact: true })).toHaveCount(0);
      await page.goto(path);
      await expect(page.getByText('403', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: /needs the sales role/ })).toBeVisible();
    }
    // Refunds are for sales and finance.
    await page.goto('/admin');
    await expect(
      page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Refunds' }),
    ).toHaveCount(who === 'finance' ? 1 : 0);
    expect(await status(who, 'GET', '/api/admin/carts')).toBe(403);
    expect(await status(who, 'POST', '/api/admin/orders/abcdefghijklmno/purchase-quote', { prices: {} })).toBe(403);
    expect(await status(who, 'POST', '/api/admin/orders/abcdefghijklmno/transition', { to: 'purchased' })).toBe(403);
  });
}

test('sales staff do not see the finance pages and get a 403 on them, in the app and the API', async ({ page }) => {
  await signInAs(page, 'sales');
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Refunds' })).toBeVisible();
  for (const [path, title] of FINANCE_PAGES) {
    await expect(nav.getByRole('link', { name: title, exact: true })).toHaveCount(0);
    await page.goto(path);
    await expect(page.getByText('403', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: /needs the finance role/ })).toBeVisible();
  }
  const today = new Date().toISOString().slice(0, 10);
  expect(await status('sales', 'GET', `/api/admin/reports/finance?from=${today}&to=${today}&bucket=day`)).toBe(403);
  expect(await status('sales', 'GET', '/api/admin/ledger/summary')).toBe(403);
  expect(
    await status('sales', 'POST', '/api/admin/wallets/adjust', { user: 'abcdefghijklmno', amount: 1, reason: 'x' }),
  ).toBe(403);
  expect(await status('sales', 'POST', '/api/admin/refunds/abcdefghijklmno/approve', {})).toBe(403);
  expect(await status('warehouse', 'POST', '/api/admin/recharges/abcdefghijklmno/approve', {})).toBe(403);
});

test('the dashboard counts live what waits, each figure linking to its list', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin');
  const widgets = [
    ['Orders to purchase', 'orders waiting to be bought', '/admin/orders?status=placed'],
    ['Complaints open', 'complaints waiting for an answer', '/admin/complain?status=open'],
    ['Unidentified parcels', 'parcels nobody has claimed yet', '/admin/wh/parcel?status=unidentified'],
    ['Shipments to pack', 'paid shipments waiting to be packed', '/admin/wh/fulfill'],
    ['Top-ups to review', 'top-ups waiting for review', '/admin/wallets'],
  ] as const;
  for (const [title, label, href] of widgets) {
    const region = page.getByRole('region', { name: title });
    await expect(region.getByRole('link', { name: label })).toHaveAttribute('href', href);
  }
  const topUps = page.getByRole('region', { name: 'Top-ups to review' });
  await expect(topUps.getByText(/^\d+$/)).toBeVisible();
  const before = Number(await topUps.getByText(/^\d+$/).textContent());
  const { auth } = await newCustomer('Dash Board');
  await pendingTopUp(auth, 150_000);
  await expect(topUps.getByText(String(before + 1), { exact: true })).toBeVisible();
  await expectAccessible(page);
});

for (const who of ['sales', 'finance'] as const) {
  test(`${who} staff do not see the warehouse pages and get a 403 on them, in the app and the API`, async ({
    page,
  }) => {
    await signInAs(page, who);
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    for (const [path, title] of WAREHOUSE_PAGES) {
      await expect(nav.getByRole('link', { name: title, exact: true })).toHaveCount(0);
      await page.goto(path);
      await expect(page.getByText('403', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: /needs the warehouse role/ })).toBeVisible();
    }
    expect(await status(who, 'GET', '/api/admin/parcels/lookup?code=ABC123')).toBe(403);
    expect(await status(who, 'POST', '/api/admin/parcels/abcdefghijklmno/assign', { user: 'abcdefghijklmno' })).toBe(
      403,
    );
    expect(await status(who, 'POST', '/api/admin/parcels/abcdefghijklmno/undo-inbound', { updated: 'x' })).toBe(403);
    expect(await status(who, 'POST', '/api/admin/fulfillments/abcdefghijklmno/transition', { to: 'packing' })).toBe(
      403,
    );
  });
}
