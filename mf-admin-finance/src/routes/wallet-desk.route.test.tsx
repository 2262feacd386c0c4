// @vitest-environment happy-dom
import { formatMoney } from '@fwd/shared-contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';

const vnd = (amount: number) => formatMoney(amount, 'VND', 'en-US');
const CUSTOMER = {
  id: 'customer0000001',
  code: 'C10042',
  name: 'Lan Nguyen',
  email: 'lan@example.com',
  balance: 250_000,
};
const RECHARGE = {
  id: 'recharge0000001',
  collectionId: 'pbc_recharges',
  collectionName: 'recharges',
  created: '2026-11-20 08:00:00.000Z',
  updated: '2026-11-20 08:00:00.000Z',
  user: CUSTOMER.id,
  amount: 2_000_000,
  reference: 'NAP7K2Q9',
  proof: 'transfer_abc123.png',
  status: 'pending',
  reviewed_by: '',
  reviewed_at: '',
  reason: '',
  expand: { user: CUSTOMER },
};

function walletApi(sent: { path: string; body: unknown }[], adjustAnswer?: Response): FetchStub {
  return (url, init) => {
    const path = url.pathname;
    if (init.method === 'POST') {
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      sent.push({ path, body });
      if (path.endsWith('/approve')) return json({ ...RECHARGE, expand: undefined, status: 'approved' });
      if (path === '/api/admin/wallets/adjust') return adjustAnswer ?? json({});
    }
    if (path === '/api/collections/settings/records')
      return json(
        listResult([{ id: 'settings0000001', key: 'default', home_currency: 'VND', source_currency: 'CNY' }]),
      );
    if (path === '/api/collections/recharges/records') return json(listResult([RECHARGE]));
    if (path === '/api/collections/users/records') return json(listResult([CUSTOMER]));
    return undefined;
  };
}

describe('/admin/wallets', () => {
  it('lists a pending top-up and approves it only after a confirmation naming the amount', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const page = await renderRoute({
      app: remoteApp,
      path: '/admin/wallets',
      session: 'staff',
      roles: ['finance'],
      fetch: walletApi(sent),
    });
    const approve = await page.findByRole('button', { name: 'Approve NAP7K2Q9' });
    expect(page.getByText('C10042 Lan Nguyen')).toBeTruthy();
    fireEvent.click(approve);
    const dialog = await page.findByRole('dialog', { name: 'Approve this top-up?' });
    expect(dialog.textContent).toContain(vnd(2_000_000));
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and credit' }));
    await waitFor(() => expect(sent.map((s) => s.path)).toEqual(['/api/admin/recharges/recharge0000001/approve']));
  });

  it('refuses to reject without a reason and sends nothing', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const page = await renderRoute({
      app: remoteApp,
      path: '/admin/wallets',
      session: 'staff',
      roles: ['finance'],
      fetch: walletApi(sent),
    });
    fireEvent.click(await page.findByRole('button', { name: 'Reject NAP7K2Q9' }));
    const dialog = await page.findByRole('dialog', { name: 'Reject top-up NAP7K2Q9' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject the top-up' }));
    expect(await within(dialog).findByText('Say why the top-up is rejected.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('confirms an adjustment with the balance after, and shows the server refusing it', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const refusal = json({ status: 400, message: 'The balance would go below zero: 250000 available.', data: {} }, 400);
    const page = await renderRoute({
      app: remoteApp,
      path: '/admin/wallets?tab=balances',
      session: 'staff',
      roles: ['finance'],
      fetch: walletApi(sent, refusal),
    });
    fireEvent.click(await page.findByRole('button', { name: 'Adjust the balance of C10042' }));
    const dialog = await page.findByRole('dialog', { name: 'Adjust the balance of C10042' });
    fireEvent.change(within(dialog).getByLabelText('Adjustment'), { target: { value: 'debit' } });
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '300000' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Bank fee charged twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review the adjustment' }));
    const confirm = await page.findByRole('dialog', { name: 'Adjust the balance of C10042?' });
    expect(confirm.textContent).toContain(`The balance after: ${vnd(-50_000)}`);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Book the adjustment' }));
    expect(await within(confirm).findByText('The balance would go below zero: 250000 available.')).toBeTruthy();
    expect(sent).toEqual([
      {
        path: '/api/admin/wallets/adjust',
        body: { user: CUSTOMER.id, amount: -300_000, reason: 'Bank fee charged twice' },
      },
    ]);
  });
});
