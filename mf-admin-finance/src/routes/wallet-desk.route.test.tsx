// @vitest-environment happy-dom
import { formatMoney } from '@fwd/shared-contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, listResult, openFinancePage, type FetchStub } from '../testing/render';

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

const NO_PROOF = { ...RECHARGE, id: 'recharge0000002', reference: 'NAP9X4M1', amount: 500_000, proof: '' };

function walletApi(sent: { path: string; body: unknown }[], adjustAnswer?: Response): FetchStub {
  return (url, init) => {
    const path = url.pathname;
    if (path === '/api/files/token' && init.method === 'POST') return json({ token: 'staff-file-token' });
    if (init.method === 'POST') {
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      sent.push({ path, body });
      if (path.endsWith('/approve')) return json({ ...RECHARGE, expand: undefined, status: 'approved' });
      if (path.endsWith('/reject')) return json({ ...RECHARGE, expand: undefined, status: 'rejected' });
      if (path === '/api/admin/wallets/adjust') return adjustAnswer ?? json({});
    }
    if (path === '/api/collections/settings/records')
      return json(
        listResult([{ id: 'settings0000001', key: 'default', home_currency: 'VND', source_currency: 'CNY' }]),
      );
    if (path === '/api/collections/recharges/records') {
      // As the server filters: a filter on the proof leaves out the top-up whose proof has not come.
      const filter = url.searchParams.get('filter') ?? '';
      return json(listResult(filter.includes('proof') ? [RECHARGE] : [RECHARGE, NO_PROOF]));
    }
    if (path === '/api/collections/users/records') return json(listResult([CUSTOMER]));
    return undefined;
  };
}

describe('/admin/wallets', () => {
  it('lists a pending top-up and approves it only after a confirmation naming the amount', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const page = await openFinancePage('/admin/wallets', walletApi(sent));
    // The first page of the file loads the data kit's chunk cold.
    const approve = await page.findByRole('button', { name: 'Approve NAP7K2Q9' }, { timeout: 20_000 });
    expect(within(approve.closest('tr') as HTMLElement).getByText('C10042 Lan Nguyen')).toBeTruthy();
    fireEvent.click(approve);
    const dialog = await page.findByRole('dialog', { name: 'Approve this top-up?' });
    expect(dialog.textContent).toContain(vnd(2_000_000));
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and credit' }));
    await waitFor(() => expect(sent.map((s) => s.path)).toEqual(['/api/admin/recharges/recharge0000001/approve']));
  }, 30_000);

  it('refuses to reject without a reason and sends nothing', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const page = await openFinancePage('/admin/wallets', walletApi(sent));
    fireEvent.click(await page.findByRole('button', { name: 'Reject NAP7K2Q9' }));
    const dialog = await page.findByRole('dialog', { name: 'Reject top-up NAP7K2Q9' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject the top-up' }));
    expect(await within(dialog).findByText('Say why the top-up is rejected.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('confirms an adjustment with the balance after, and shows the server refusing it', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const refusal = json({ status: 400, message: 'The balance would go below zero: 250000 available.', data: {} }, 400);
    const page = await openFinancePage('/admin/wallets?tab=balances', walletApi(sent, refusal));
    fireEvent.click(await page.findByRole('button', { name: 'Adjust the balance of C10042' }));
    const dialog = await page.findByRole('dialog', { name: 'Adjust the balance of C10042' });
    fireEvent.change(within(dialog).getByLabelText('Adjustment'), { target: { value: 'debit' } });
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '300000' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Bank fee charged twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review the adjustment' }));
    const confirm = await page.findByRole('dialog', { name: 'Adjust the balance of C10042?' });
    expect(confirm.textContent).toContain(`The balance after: ${vnd(-50_000)}`);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Book the adjustment' }));
    // Back in the form, with the server's reason and what was typed, to correct the amount.
    const again = await page.findByRole('dialog', { name: 'Adjust the balance of C10042' });
    expect(await within(again).findByText('The balance would go below zero: 250000 available.')).toBeTruthy();
    expect((within(again).getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('Bank fee charged twice');
    expect(sent).toEqual([
      {
        path: '/api/admin/wallets/adjust',
        body: { user: CUSTOMER.id, amount: -300_000, reason: 'Bank fee charged twice' },
      },
    ]);
  });

  it('refuses an adjustment without an amount or a reason and sends nothing', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const page = await openFinancePage('/admin/wallets?tab=balances', walletApi(sent));
    fireEvent.click(await page.findByRole('button', { name: 'Adjust the balance of C10042' }));
    const dialog = await page.findByRole('dialog', { name: 'Adjust the balance of C10042' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review the adjustment' }));
    expect(await within(dialog).findByText('Enter an amount above 0.')).toBeTruthy();
    expect(within(dialog).getByText('Say why the balance changes.')).toBeTruthy();
    expect(page.queryByRole('dialog', { name: 'Adjust the balance of C10042?' })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('rejects a top-up with the reason typed, trimmed', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const page = await openFinancePage('/admin/wallets', walletApi(sent));
    fireEvent.click(await page.findByRole('button', { name: 'Reject NAP7K2Q9' }));
    const dialog = await page.findByRole('dialog', { name: 'Reject top-up NAP7K2Q9' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  The proof is blurry ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject the top-up' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { path: '/api/admin/recharges/recharge0000001/reject', body: { reason: 'The proof is blurry' } },
      ]),
    );
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Reject top-up NAP7K2Q9' })).toBeNull());
  });

  it('finds customers by the search typed and sorts the balances from the URL', async () => {
    const asked: URLSearchParams[] = [];
    const api = walletApi([]);
    const page = await openFinancePage('/admin/wallets?tab=balances&sort=name', (url, init) => {
      if (url.pathname === '/api/collections/users/records') asked.push(url.searchParams);
      return api(url, init);
    });
    expect(await page.findByText('lan@example.com')).toBeTruthy();
    expect(asked[0]!.get('sort')).toBe('name');
    fireEvent.change(page.getByLabelText('Find a customer (code, name or email)'), { target: { value: ' lan ' } });
    fireEvent.click(page.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(asked.at(-1)!.get('filter')).toBe('code ~ "lan" || name ~ "lan" || email ~ "lan"'));
    expect(page.router.state.location.search).toContain('q=lan');
  });

  it('opens the transfer proof with the staff member’s file token (the field is protected)', async () => {
    const page = await openFinancePage('/admin/wallets', walletApi([]));
    fireEvent.click(await page.findByRole('button', { name: 'Proof of NAP7K2Q9' }));
    const dialog = await page.findByRole('dialog', { name: 'Transfer proof of NAP7K2Q9' });
    const image = await within(dialog).findByRole('img', { name: 'Transfer proof of NAP7K2Q9' });
    const src = new URL(image.getAttribute('src') ?? '', 'http://localhost');
    expect(src.pathname).toBe('/api/files/pbc_recharges/recharge0000001/transfer_abc123.png');
    expect(src.searchParams.get('token')).toBe('staff-file-token');
  });

  it('lists a top-up whose proof has not come, marked so, and approves it on the transfer reference', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const page = await openFinancePage('/admin/wallets', walletApi(sent));
    const approve = await page.findByRole('button', { name: 'Approve NAP9X4M1' });
    const row = approve.closest('tr') as HTMLElement;
    expect(within(row).getByText('No proof yet')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Proof of NAP9X4M1' })).toBeNull();
    fireEvent.click(approve);
    const dialog = await page.findByRole('dialog', { name: 'Approve this top-up?' });
    expect(dialog.textContent).toContain('No proof was sent.');
    expect(dialog.textContent).toContain('NAP9X4M1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and credit' }));
    await waitFor(() => expect(sent.map((s) => s.path)).toEqual(['/api/admin/recharges/recharge0000002/approve']));
  });
});
