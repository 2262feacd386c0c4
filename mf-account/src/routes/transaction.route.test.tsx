// @vitest-environment happy-dom
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';

const ME = 'customer0000001';
const LEDGER = '/api/collections/wallet_transactions/records';

const entry = (
  id: string,
  kind: string,
  amount: number,
  balanceAfter: number,
  fields: Record<string, unknown> = {},
) => ({
  id,
  collectionId: 'pbc_wallet_tx',
  collectionName: 'wallet_transactions',
  user: ME,
  amount,
  balance_after: balanceAfter,
  kind,
  ref: `ref${id}`,
  note: '',
  actor: '',
  created: '2025-03-02 09:00:00.000Z',
  updated: '2025-03-02 09:00:00.000Z',
  ...fields,
});

const ROWS = [
  entry('tx2', 'order_payment', -150_000, 50_000, { note: 'Order DH2503-0001' }),
  entry('tx1', 'recharge', 200_000, 200_000, { note: 'Recharge NAPC000001QX7Z', created: '2025-03-01 08:00:00.000Z' }),
];

/** The ledger and the settings as PocketBase answers: every request for the customer's own rows gets `rows`. */
function ledgerApi(rows = ROWS): FetchStub {
  return (url) => {
    if (url.pathname === '/api/collections/settings/records') {
      return json(listResult([{ id: 's1', key: 'default', home_currency: 'VND', min_recharge: 0 }]));
    }
    if (url.pathname === LEDGER) {
      const own = url.searchParams.get('filter')?.includes(`user = "${ME}"`);
      return json(listResult(own ? rows : []));
    }
    return undefined;
  };
}

const ledgerRequests = (page: Awaited<ReturnType<typeof renderRoute>>) =>
  page.fetch.mock.calls.map(([url]) => new URL(String(url))).filter((url) => url.pathname === LEDGER);

describe('/account/transaction', () => {
  it('shows each entry with its kind, signed amount and the running balance the server wrote, newest first', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/transaction',
      session: 'customer',
      record: { balance: 50_000 },
      fetch: ledgerApi(),
    });
    const table = await page.findByRole('table', { name: 'Wallet history' });
    await within(table).findByText('Order payment');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Order payment')).toBeTruthy();
    expect(first.getByText('Order DH2503-0001')).toBeTruthy();
    expect(rows[0]?.textContent).toContain('Out: −₫150,000');
    expect(rows[0]?.textContent).toContain('₫50,000');
    expect(rows[1]?.textContent).toContain('Top-up');
    expect(rows[1]?.textContent).toContain('In: +₫200,000');
    expect(page.getByText('Current balance: ₫50,000')).toBeTruthy();
    const request = ledgerRequests(page)[0];
    expect(request?.searchParams.get('filter')).toBe(`user = "${ME}"`);
    expect(request?.searchParams.get('sort')).toMatch(/^-created/);
  });

  it('names what each line is about by its code, linking to its page, and never shows record ids', async () => {
    const rows = [
      entry('tx3', 'refund', 40_000, 90_000, {
        note: 'Broken cup',
        ref: 'refund000000001',
        reference: { collection: 'orders', id: 'order0000000001', code: 'O2611-000123' },
      }),
      entry('tx2', 'fulfillment_payment', -150_000, 50_000, {
        ref: 'shipment0000001',
        reference: { collection: 'fulfillments', id: 'shipment0000001', code: 'F2611-000004' },
      }),
      entry('tx1', 'recharge', 200_000, 200_000, {
        ref: 'recharge0000001',
        reference: { collection: 'recharges', id: 'recharge0000001', code: 'NAPC000001QX7Z' },
      }),
      entry('tx0', 'adjustment', 1_000, 1_000, { ref: 'adj-abcdefghijklmno', reference: null }),
    ];
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/transaction',
      session: 'customer',
      fetch: ledgerApi(rows),
    });
    const table = await page.findByRole('table', { name: 'Wallet history' });
    const refund = await within(table).findByRole('link', { name: 'Order O2611-000123' });
    expect(refund.getAttribute('href')).toBe('/account/order?id=order0000000001');
    expect(within(table).getByRole('link', { name: 'Shipment F2611-000004' }).getAttribute('href')).toBe(
      '/account/fulfillment?id=shipment0000001',
    );
    expect(within(table).getByRole('link', { name: 'Top-up NAPC000001QX7Z' }).getAttribute('href')).toBe(
      '/account/recharge?id=recharge0000001',
    );
    for (const id of ['refund000000001', 'shipment0000001', 'recharge0000001', 'adj-abcdefghijklmno']) {
      expect(table.textContent).not.toContain(id);
    }
  });

  it('asks the server for the chosen kind and days, and keeps them in the URL', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/transaction?from=2025-03-01',
      session: 'customer',
      fetch: ledgerApi(),
    });
    await page.findByRole('table', { name: 'Wallet history' });
    const filters = page.getByRole('search', { name: 'Filter the wallet history' });
    expect((within(filters).getByLabelText('From') as HTMLInputElement).value).toBe('2025-03-01');

    fireEvent.change(within(filters).getByLabelText('Kind'), { target: { value: 'recharge' } });
    await waitFor(() => expect(page.router.state.location.search).toContain('kind=recharge'));
    // The page has drawn the chosen kind (the next change builds on what is on screen).
    await waitFor(() => expect((within(filters).getByLabelText('Kind') as HTMLSelectElement).value).toBe('recharge'));
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '2025-03-31' } });

    await waitFor(() => {
      const filter = ledgerRequests(page).at(-1)?.searchParams.get('filter') ?? '';
      expect(filter).toContain('kind = "recharge"');
      expect(filter).toContain('created >= "');
      expect(filter).toContain('created < "');
    });
    const url = new URLSearchParams(page.router.state.location.search);
    expect(Object.fromEntries(url)).toEqual({ from: '2025-03-01', kind: 'recharge', to: '2025-03-31' });
  });

  it('offers a CSV export of the filtered rows', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/transaction?kind=refund',
      session: 'customer',
      fetch: ledgerApi(),
    });
    expect(await page.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('says when nothing matches the filters and clears them', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/transaction?kind=adjustment',
      session: 'customer',
      fetch: ledgerApi([]),
    });
    expect(await page.findByText('No entries match these filters.')).toBeTruthy();
    fireEvent.click(page.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(await page.findByText('No money has moved in or out of your wallet yet.')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Top up your wallet' }).getAttribute('href')).toBe('/account/recharge');
  });
});
