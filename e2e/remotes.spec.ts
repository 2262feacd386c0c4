import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotli } from '../tooling/precompress-plugin';
import { expect, test } from '@playwright/test';
import { e2e } from './support/env';
import { signInStaff } from './support/session';

test('every remote uses the one PocketBase client of the page', async ({ page }) => {
  await signInStaff(page, 'admin');
  for (const [link, heading] of [
    ['Orders', 'Orders'],
    ['Inbound', 'Inbound'],
    ['Wallets', 'Wallets'],
  ]) {
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await page.goto('/account/search');
  await expect(page.getByRole('heading', { name: 'Search products' })).toBeVisible();
  expect(await page.evaluate(() => (globalThis as { __fwdPocketBaseClients?: number }).__fwdPocketBaseClients)).toBe(1);
});

test('with one remote down the others keep working, and Retry brings it back without a reload', async ({ page }) => {
  const finance = join(e2e.appsDir, 'mf-admin-finance');
  const cspViolations: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && cspViolations.push(m.text()));
  await signInStaff(page, 'admin');
  renameSync(finance, `${finance}.down`);
  try {
    await page.goto('/admin/wallets');
    await expect(page.getByRole('heading', { name: /Finance could not be loaded/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Inbound' }).click();
    await expect(page.getByRole('heading', { name: 'Inbound' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  } finally {
    renameSync(`${finance}.down`, finance);
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Wallets', exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(cspViolations).toEqual([]);
});

test('a remote deployed for another contract version is explained instead of mounted', async ({ page }) => {
  const assets = join(e2e.appsDir, 'mf-admin-finance', 'assets');
  const chunk = readdirSync(assets)
    .map((name) => join(assets, name))
    .find((file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes('contractVersion:3'));
  if (!chunk) throw new Error('no chunk of mf-admin-finance declares its contract version');
  const original = readFileSync(chunk, 'utf8');
  const deploy = (code: string) => {
    writeFileSync(chunk, code);
    // A deployment ships its assets' Brotli copies too (tooling/precompress-plugin.ts).
    if (existsSync(`${chunk}.br`)) writeFileSync(`${chunk}.br`, brotli(Buffer.from(code)));
  };
  deploy(original.replace('contractVersion:3', 'contractVersion:4'));
  try {
    await signInStaff(page, 'admin');
    await page.goto('/admin/wallets');
    await expect(page.getByText(/speaks contract version 4, but this app needs version 3/)).toBeVisible();
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Inbound' }).click();
    await expect(page.getByRole('heading', { name: 'Inbound' })).toBeVisible();
  } finally {
    deploy(original);
  }
});
