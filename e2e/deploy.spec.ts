import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2e } from './support/env';

test('a new deployment of the shell is noticed on focus and offers a reload', async ({ page }) => {
  const file = join(e2e.appsDir, 'shell', 'latest-build.json');
  const original = readFileSync(file, 'utf8');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Shop anywhere abroad/ })).toBeVisible();
  // The page is painted before the app starts; the deployment watch starts with it.
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'hydrated');
  try {
    writeFileSync(file, JSON.stringify({ app: 'shell', buildId: 'a-newer-build' }));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const toast = page.getByRole('status').filter({ hasText: 'A new version of Forwardly is available.' });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('button', { name: 'Reload' })).toBeVisible();
  } finally {
    writeFileSync(file, original);
  }
});
