import { expect, request as playwrightRequest, test } from '@playwright/test';
import { ACCOUNTS, e2e } from './support/env';
import { signInStaff } from './support/session';

test('a wallet adjustment by finance shows in the admin history with who made it', async ({ page }) => {
  const api = await playwrightRequest.newContext({ baseURL: e2e.pocketbaseUrl });
  const signIn = async (collection: string, account: { email: string; password: string }) =>
    (await (
      await api.post(`/api/collections/${collection}/auth-with-password`, {
        data: { identity: account.email, password: account.password },
      })
    ).json()) as { token: string; record: { id: string } };
  const customer = await signIn('users', ACCOUNTS.customer);
  const finance = await signIn('staff', ACCOUNTS.finance);
  const adjusted = await api.post('/api/admin/wallets/adjust', {
    headers: { Authorization: finance.token },
    data: { user: customer.record.id, amount: 50_000, reason: 'Goodwill credit for a late parcel' },
  });
  expect(adjusted.status()).toBe(200);
  await api.dispose();

  await signInStaff(page, 'admin');
  await page.goto('/admin/history');
  const row = page.getByRole('row').filter({ hasText: 'wallet.adjust' }).filter({ hasText: customer.record.id });
  await expect(row).toBeVisible();
  await expect(row).toContainText(ACCOUNTS.finance.name);
});
