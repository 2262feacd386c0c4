import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/env';
import { api, apiSignIn, expectAccessible, expectNoSidewaysScroll, newCustomer, signInAs } from './support/session';

test('a wallet adjustment by finance shows in the admin history with who made it, filtered and diffed', async ({
  page,
}) => {
  const customer = await newCustomer();
  const finance = await apiSignIn(ACCOUNTS.finance, true);
  await api(finance, 'POST', '/api/admin/wallets/adjust', {
    user: customer.auth.record.id,
    amount: 50_000,
    reason: 'Goodwill credit for a late parcel',
  });

  await signInAs(page, 'admin');
  await page.goto('/admin/history');
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'wallet.adjust' }).filter({ hasText: customer.auth.record.id });
  await expect(row).toBeVisible();
  await expect(row).toContainText(ACCOUNTS.finance.name);
  await expectAccessible(page);

  // Filters live in the URL: a reload (or a shared link) shows the same view.
  await page.getByLabel('Record ID').fill(customer.auth.record.id);
  await page.getByLabel('Record ID').press('Enter');
  await expect(page).toHaveURL(new RegExp(`record=${customer.auth.record.id}`));
  await page.reload();
  await expect(page.getByLabel('Record ID')).toHaveValue(customer.auth.record.id);
  await expect(page.getByRole('row').filter({ hasText: 'wallet.adjust' })).toHaveCount(1);

  await row.click();
  await expect(page).toHaveURL(/[?&]id=/);
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('wallet.adjust');
  await expect(drawer).toContainText('balance');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // An entry made while the page is open appears without a reload.
  await api(finance, 'POST', '/api/admin/wallets/adjust', {
    user: customer.auth.record.id,
    amount: -10_000,
    reason: 'Correction',
  });
  await expect(page.getByRole('row').filter({ hasText: 'wallet.adjust' })).toHaveCount(2);

  // Oldest first from the column header, kept in the URL; the CSV export takes the same view.
  await page.getByRole('button', { name: 'When' }).click();
  await expect(page).toHaveURL(/[?&]sort=created(&|$)/);
  await expect(page.getByRole('columnheader', { name: 'When' })).toHaveAttribute('aria-sort', 'ascending');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path()) as string, 'utf8');
  await expect(page.getByText('Exported 2 rows.')).toBeVisible();
  const lines = csv.trim().split(/\r?\n/).slice(1);
  expect(lines).toHaveLength(2);
  expect(lines.every((line) => line.includes('wallet.adjust') && line.includes(customer.auth.record.id))).toBe(true);
  const times = lines.map((line) => line.split(',')[0] ?? '');
  expect([...times].sort()).toEqual(times);
});

test('the history reads in Vietnamese and fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, 'admin');
  await page.goto('/admin/history');
  await page.getByLabel('Language').selectOption('vi');
  await expect(page.getByRole('heading', { name: 'Lịch sử thao tác', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Nhân viên' })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});
