// @vitest-environment happy-dom
import { formatMoney } from '@fwd/shared-contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Page tests answer the API as PocketBase would; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, type FetchStub } from '../../../shell/src/testing/render-route';
import { openStaffPage } from '../testing/fixtures';

const vnd = (amount: number) => formatMoney(amount, 'VND', 'en-US');
const REFUND = {
  id: 'refund000000001',
  collectionId: 'pbc_refunds',
  collectionName: 'refunds',
  created: '2026-11-20 08:00:00.000Z',
  updated: '2026-11-20 08:00:00.000Z',
  user: 'customer0000001',
  order: 'order0000000001',
  fulfillment: '',
  complaint: '',
  amount: 100_000,
  reason: 'One item missing',
  status: 'requested',
  requested_by: '',
  reviewed_by: '',
  reviewed_at: '',
  review_note: '',
  expand: {
    user: { id: 'customer0000001', code: 'C10042', name: 'Lan Nguyen' },
    order: { id: 'order0000000001', code: 'O2611-000001' },
  },
};

function refundsApi(sent: string[], filters: string[], bodies: unknown[] = []): FetchStub {
  return (url, init) => {
    const path = url.pathname;
    if (init.method === 'POST') {
      sent.push(path);
      bodies.push(JSON.parse(String(init.body)));
      return json({ ...REFUND, expand: undefined, status: 'approved' });
    }
    if (path === '/api/collections/refunds/records') {
      filters.push(url.searchParams.get('filter') ?? '');
      return json(listResult([REFUND]));
    }
    if (path === `/api/collections/refunds/records/${REFUND.id}`) return json(REFUND);
    // What the server answers while this request is under review: it is already held back.
    if (path === '/api/shop/refundable')
      return json({ paid: 370_000, refunded: 100_000, left: 270_000, currency: 'VND' });
    return undefined;
  };
}

/** The request's drawer once its code has loaded (until then a skeleton drawer of the same name shows). */
async function loadedDrawer(page: Awaited<ReturnType<typeof openStaffPage>>) {
  await page.findByText(REFUND.reason);
  return page.getByRole('dialog', { name: 'Refund request' });
}

describe('/admin/refund', () => {
  it('opens a request from its order code, a button the keyboard reaches', async () => {
    const page = await openStaffPage('/admin/refund', refundsApi([], []), ['finance']);
    // The first page of the file loads the data kit's chunk cold.
    fireEvent.click(await page.findByRole('button', { name: 'O2611-000001' }, { timeout: 20_000 }));
    expect(await page.findByRole('dialog', { name: 'Refund request' })).toBeTruthy();
  }, 30_000);

  it('filters by the order code', async () => {
    const filters: string[] = [];
    const page = await openStaffPage('/admin/refund', refundsApi([], filters), ['finance']);
    fireEvent.change(await page.findByLabelText('Order or shipment code'), { target: { value: 'o2611-000001' } });
    fireEvent.click(page.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(filters.at(-1)).toContain('order.code = "O2611-000001"'));
  });

  it('shows what was refundable before the request and what approving leaves, and asks before crediting', async () => {
    const sent: string[] = [];
    const page = await openStaffPage(`/admin/refund?id=${REFUND.id}`, refundsApi(sent, []), ['finance']);
    const drawer = await loadedDrawer(page);
    const before = await within(drawer).findByText('Refundable before this request');
    expect(before.nextElementSibling?.textContent).toBe(`${vnd(370_000)} of ${vnd(370_000)} paid`);
    const after = within(drawer).getByText('Left refundable if approved');
    expect(after.nextElementSibling?.textContent).toBe(vnd(270_000));
    fireEvent.click(within(drawer).getByRole('button', { name: `Approve and refund ${vnd(100_000)}` }));
    const confirm = await page.findByRole('dialog', { name: 'Approve this refund?' });
    expect(sent).toEqual([]);
    expect(confirm.textContent).toContain('C10042 Lan Nguyen');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approve and credit' }));
    await waitFor(() => expect(sent).toEqual([`/api/admin/refunds/${REFUND.id}/approve`]));
  });
  it('refuses to reject without a note, then rejects with the note the customer reads', async () => {
    const sent: string[] = [];
    const bodies: unknown[] = [];
    const page = await openStaffPage(`/admin/refund?id=${REFUND.id}`, refundsApi(sent, [], bodies), ['finance']);
    const drawer = await loadedDrawer(page);
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Reject' }));
    expect(await within(drawer).findByText('Say why the refund is rejected.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(drawer).getByLabelText(/Note \(required to reject\)/), {
      target: { value: '  Already refunded by the seller  ' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sent).toEqual([`/api/admin/refunds/${REFUND.id}/reject`]));
    expect(bodies).toEqual([{ reason: 'Already refunded by the seller' }]);
  });
});

describe('/admin/refund queue', () => {
  it('opens on the requests waiting for review, and a tab shows another status in the URL', async () => {
    const filters: string[] = [];
    const page = await openStaffPage('/admin/refund', refundsApi([], filters));
    const tabs = await page.findByRole('tablist', { name: 'Refund requests by status' });
    expect(within(tabs).queryByRole('tab', { name: /^All/ })).toBeNull();
    expect(within(tabs).getByRole('tab', { name: 'Requested' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(filters.at(-1)).toContain('status = "requested"'));
    fireEvent.mouseDown(within(tabs).getByRole('tab', { name: 'Approved' }), { button: 0, ctrlKey: false });
    await waitFor(() => expect(filters.at(-1)).toContain('status = "approved"'));
    expect(new URLSearchParams(page.router.state.location.search).get('status')).toBe('approved');
  });

  it('shows amounts in the home currency of the shop settings', async () => {
    const base = refundsApi([], []);
    const page = await openStaffPage(
      '/admin/refund',
      (url, init) =>
        url.pathname === '/api/collections/settings/records'
          ? json(listResult([{ id: 'settings0000001', key: 'default', home_currency: 'USD', source_currency: 'CNY' }]))
          : base(url, init),
      ['finance'],
    );
    const table = await page.findByRole('table', { name: 'Refund requests, the oldest first' });
    await waitFor(() => expect(table.textContent).toContain(formatMoney(100_000, 'USD', 'en-US')));
  });

  it('tells sales that finance decides, and offers them no decision', async () => {
    const page = await openStaffPage(`/admin/refund?id=${REFUND.id}`, refundsApi([], []));
    const drawer = await loadedDrawer(page);
    expect(await within(drawer).findByText(/finance/i)).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: /Approve/ })).toBeNull();
  });
});
