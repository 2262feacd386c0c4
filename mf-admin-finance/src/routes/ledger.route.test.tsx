// @vitest-environment happy-dom
import { formatMoney } from '@fwd/shared-contracts';
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, listResult, openFinancePage, type FetchStub } from '../testing/render';

const LINE = {
  id: 'line00000000001',
  created: '2026-11-20 08:00:00.000Z',
  user: 'customer0000001',
  amount: 2_000_000,
  balance_after: 2_250_000,
  kind: 'recharge',
  ref: 'recharge0000001',
  note: 'Seen on the bank statement',
  actor: 'staff0000000001',
  expand: { user: { id: 'customer0000001', code: 'C10042', name: 'Lan Nguyen' } },
  reference: { collection: 'recharges', id: 'recharge0000001', code: 'NAP7K2Q9' },
};

describe('/admin/transaction', () => {
  it('lists the lines without a total and shows the count and sum the server computes for the same filters', async () => {
    const lists: URLSearchParams[] = [];
    const summaries: string[] = [];
    const page = await openFinancePage('/admin/transaction?kind=recharge&from=2026-11-01', (url) => {
      if (url.pathname === '/api/collections/settings/records')
        return json(listResult([{ id: 'settings0000001', key: 'default', home_currency: 'VND' }]));
      if (url.pathname === '/api/collections/wallet_transactions/records') {
        lists.push(url.searchParams);
        return json({ ...listResult([LINE]), totalItems: -1, totalPages: -1 });
      }
      if (url.pathname === '/api/admin/ledger/summary') {
        summaries.push(url.search);
        return json({ count: 12, sum: 7_500_000 });
      }
      return undefined;
    });
    // The first page of the file loads the data kit's chunk cold.
    expect(
      await page.findByText(`12 lines, sum +${formatMoney(7_500_000, 'VND', 'en-US')}`, {}, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(page.getByText('C10042 Lan Nguyen')).toBeTruthy();
    // What the line is about, by the code a person knows, never the record id.
    expect(page.getByText('Top-up NAP7K2Q9')).toBeTruthy();
    expect(page.queryByText('recharge0000001')).toBeNull();
    expect(summaries).toEqual(['?kind=recharge&from=2026-11-01']);
    expect(lists[0]!.get('skipTotal')).toBe('true');
    expect(lists[0]!.get('filter')).toBe('(kind = "recharge") && (created >= "2026-11-01 00:00:00")');

    fireEvent.change(page.getByLabelText('Amount at least (VND)'), { target: { value: '1000000' } });
    fireEvent.click(page.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(summaries.at(-1)).toBe('?kind=recharge&from=2026-11-01&minAmount=1000000'));
  }, 30_000);

  const ledgerApi =
    (lists: URLSearchParams[]): FetchStub =>
    (url) => {
      if (url.pathname === '/api/collections/wallet_transactions/records') {
        lists.push(url.searchParams);
        return json({ ...listResult([LINE]), totalItems: -1, totalPages: -1 });
      }
      if (url.pathname === '/api/admin/ledger/summary') return json({ count: 1, sum: 2_000_000 });
      if (url.pathname === '/api/collections/settings/records') return json(listResult([]));
      return undefined;
    };

  it('sorts by a sort from the URL, same-second lines in one order from page to page', async () => {
    const lists: URLSearchParams[] = [];
    const page = await openFinancePage('/admin/transaction?sort=amount', ledgerApi(lists));
    await page.findByText('C10042 Lan Nguyen');
    expect(lists.at(-1)!.get('sort')).toBe('amount,id');
  });

  it('lists newest first when the URL asks for a sort the ledger does not support', async () => {
    const lists: URLSearchParams[] = [];
    const page = await openFinancePage('/admin/transaction?sort=user', ledgerApi(lists));
    await page.findByText('C10042 Lan Nguyen');
    expect(lists.at(-1)!.get('sort')).toBe('-created,-id');
  });
  it('filters on a customer found by their code, and says so when no customer has the code', async () => {
    const lists: URLSearchParams[] = [];
    const lookups: string[] = [];
    const api = ledgerApi(lists);
    const page = await openFinancePage('/admin/transaction?kind=recharge', (url, init) => {
      if (url.pathname === '/api/collections/users/records') {
        lookups.push(url.searchParams.get('filter') ?? '');
        return json(listResult(url.searchParams.get('filter')?.includes('C10042') ? [LINE.expand.user] : []));
      }
      if (url.pathname === `/api/collections/users/records/${LINE.user}`) return json(LINE.expand.user);
      return api(url, init);
    });
    await page.findByText('C10042 Lan Nguyen');
    const code = page.getByLabelText('Customer code');
    fireEvent.change(code, { target: { value: 'c99999' } });
    fireEvent.click(page.getByRole('button', { name: 'Apply filters' }));
    expect(await page.findByText('No customer has the code c99999.')).toBeTruthy();
    expect(lists).toHaveLength(1);

    fireEvent.change(code, { target: { value: 'c10042' } });
    fireEvent.click(page.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(lists.at(-1)!.get('filter')).toBe(`(user = "${LINE.user}") && (kind = "recharge")`));
    expect(lookups.at(-1)).toBe('code = "C10042"');
    expect(page.queryByText(/No customer has the code/)).toBeNull();
    await waitFor(() => expect((page.getByLabelText('Customer code') as HTMLInputElement).value).toBe('C10042'));

    fireEvent.change(page.getByLabelText('Kind'), { target: { value: 'refund' } });
    await waitFor(() => expect(lists.at(-1)!.get('filter')).toBe(`(user = "${LINE.user}") && (kind = "refund")`));
  });
});
