// @vitest-environment happy-dom
import { formatMoney, pb, type FulfillmentStatus } from '@fwd/shared-contracts';
import { toastStore } from '@fwd/shared-ui';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';
import { customerSummary, ME, SETTINGS } from '../testing/fixtures';
import { myRecords, shipmentRecord } from '../testing/shipments';

const money = (amount: number) => formatMoney(amount, 'VND', 'en-US');
const SUMMARY = customerSummary({ fulfillments: { draft: 1, paid: 1, shipped: 1 } });

type Step = { status: string; at: string; by: 'customer' | 'staff' | 'system' };

const shipment = (
  id: string,
  code: string,
  status: FulfillmentStatus,
  history: Step[],
  extra: Record<string, unknown> = {},
) => shipmentRecord(id, code, status, { status_history: history, ...extra });

const DRAFT = shipment('fulfil000000001', 'F2611-000001', 'draft', [
  { status: 'draft', at: '2026-11-20 09:00:00.000Z', by: 'customer' },
]);
const PAID = shipment('fulfil000000002', 'F2611-000002', 'paid', [
  { status: 'draft', at: '2026-11-20 09:00:00.000Z', by: 'customer' },
  { status: 'paid', at: '2026-11-20 10:00:00.000Z', by: 'customer' },
]);
const SHIPPED = shipment(
  'fulfil000000003',
  'F2611-000003',
  'shipped',
  [
    { status: 'draft', at: '2026-11-20 09:00:00.000Z', by: 'customer' },
    { status: 'paid', at: '2026-11-20 10:00:00.000Z', by: 'customer' },
    { status: 'packing', at: '2026-11-21 08:00:00.000Z', by: 'staff' },
    { status: 'packed', at: '2026-11-21 09:00:00.000Z', by: 'staff' },
    { status: 'shipped', at: '2026-11-22 07:30:00.000Z', by: 'staff' },
  ],
  { carrier: 'GHN', tracking_no: 'GHN123456', final_weight_kg: 1.25, shipped_at: '2026-11-22 07:30:00.000Z' },
);

type Row = ReturnType<typeof shipment>;

function shipmentsApi(rows: () => Row[], posts: string[] = []): FetchStub {
  const records = myRecords('fulfillments', rows);
  return (url, init) => {
    const path = url.pathname;
    if (init.method === 'POST') {
      posts.push(path);
      const cancel = /^\/api\/shop\/fulfillments\/(\w+)\/cancel$/.exec(path);
      const found = rows().find((row) => row.id === cancel?.[1]);
      return found ? json({ ...found, status: 'cancelled' }) : undefined;
    }
    if (path === '/api/shop/summary') return json(SUMMARY);
    if (path === '/api/collections/settings/records') return json(listResult([SETTINGS]));
    return records(url, init);
  };
}

async function open(path: string, api: FetchStub = shipmentsApi(() => [DRAFT, PAID, SHIPPED])) {
  return renderRoute({ app: remoteApp, path, session: 'customer', fetch: api });
}

const listFilters = (page: Awaited<ReturnType<typeof open>>) =>
  page.fetch.mock.calls
    .map(([url]) => new URL(String(url), 'http://app.test'))
    .filter((url) => url.pathname === '/api/collections/fulfillments/records')
    .map((url) => url.searchParams.get('filter') ?? '');

describe('/account/fulfillment list', () => {
  it('shows a tab per status with its count, each shipment with its total, carrier and tracking link', async () => {
    const page = await open('/account/fulfillment');
    const tabs = await page.findByRole('tablist', { name: 'Shipment status' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /^All/ }).textContent).toBe('All3'));
    expect(within(tabs).getByRole('tab', { name: /^Shipped/ }).textContent).toBe('Shipped1');
    const row = (await page.findByRole('link', { name: 'F2611-000003' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Shipped')).toBeTruthy();
    expect(within(row).getByText(money(202_001))).toBeTruthy();
    expect(within(row).getByText('GHN')).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: /GHN123456/ })
        .getAttribute('href'),
    ).toBe('https://donhang.ghn.vn/?order_code=GHN123456');
    const draftRow = page.getByRole('link', { name: 'F2611-000001' }).closest('tr') as HTMLElement;
    expect(within(draftRow).getByText('Not shipped yet')).toBeTruthy();
    expect(page.getByRole('link', { name: 'New shipment' }).getAttribute('href')).toBe('/account/fulfillment/create');

    fireEvent.mouseDown(within(tabs).getByRole('tab', { name: /^Paid/ }), { button: 0 });
    await waitFor(() => expect(page.router.state.location.search).toBe('?status=paid'));
    await waitFor(() => expect(listFilters(page).at(-1)).toContain('status = "paid"'));
    expect(listFilters(page).at(-1)).toContain(`user = "${ME}"`);
    await waitFor(() => expect(page.queryByRole('link', { name: 'F2611-000003' })).toBeNull());
  });

  it('invites a customer without shipments to ship parcels home', async () => {
    const page = await open(
      '/account/fulfillment',
      shipmentsApi(() => []),
    );
    expect(await page.findByText('You have no shipments yet')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Ship parcels home' }).getAttribute('href')).toBe(
      '/account/fulfillment/create',
    );
  });

  it('speaks Vietnamese', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: `/account/fulfillment?id=${PAID.id}`,
      session: 'customer',
      language: 'vi',
      fetch: shipmentsApi(() => [PAID]),
    });
    const drawer = await page.findByRole('dialog', { name: 'Yêu cầu giao hàng F2611-000002' });
    expect(within(drawer).getByRole('region', { name: 'Lịch sử trạng thái' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Hủy yêu cầu giao hàng' })).toBeTruthy();
    // Behind the open drawer (hidden from assistive technology while it is open).
    expect(page.getByRole('tablist', { name: 'Trạng thái giao hàng', hidden: true })).toBeTruthy();
  });

  it('follows a change the warehouse makes, without a reload', async () => {
    let rows = [PAID];
    const page = await open(
      '/account/fulfillment',
      shipmentsApi(() => rows),
    );
    const row = (await page.findByRole('link', { name: 'F2611-000002' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Paid')).toBeTruthy();
    rows = [{ ...PAID, status: 'packing' }];
    const customer = vi.mocked(pb.realtime.subscribe).mock.calls.find(([topic]) => topic === 'customer');
    expect(customer).toBeTruthy();
    await act(async () => customer?.[1]({ collection: 'fulfillments', action: 'update', id: PAID.id }));
    await waitFor(() =>
      expect(
        within(page.getByRole('link', { name: 'F2611-000002' }).closest('tr') as HTMLElement).getByText('Packing'),
      ).toBeTruthy(),
    );
  });
});

describe('/account/fulfillment?id= detail', () => {
  it('shows the timeline, the parcels, the address, the fees and the tracking of a shipment', async () => {
    const page = await open(`/account/fulfillment?id=${SHIPPED.id}`);
    const drawer = await page.findByRole('dialog', { name: 'Shipment F2611-000003' });
    const timeline = within(drawer).getByRole('region', { name: 'Timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Draft'),
      expect.stringContaining('Paid'),
      expect.stringContaining('Packing'),
      expect.stringContaining('Packed'),
      expect.stringContaining('Shipped'),
    ]);
    expect(within(steps[0] as HTMLElement).getByText('By you')).toBeTruthy();
    expect(within(steps[4] as HTMLElement).getByText('By our team')).toBeTruthy();

    expect(within(within(drawer).getByRole('list', { name: 'Parcels' })).getByText('YT0000000001')).toBeTruthy();
    expect(within(drawer).getByText('Ba Dinh, Ha Noi, North')).toBeTruthy();
    expect(within(drawer).getByText('Fast Air')).toBeTruthy();
    const fees = within(drawer).getByRole('region', { name: 'Costs' });
    const figure = (term: string) => within(fees).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Shipping')).toBe(money(195_001));
    expect(figure('Storage')).toBe(money(7_000));
    expect(figure('Total')).toBe(money(202_001));
    expect(within(drawer).getByText('1.25 kg')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: /GHN123456/ })).toBeTruthy();
    // Packing has started: no cancel, a refund request instead.
    expect(within(drawer).queryByRole('button', { name: 'Cancel shipment' })).toBeNull();
    expect(within(drawer).getByRole('link', { name: 'Ask for a refund' }).getAttribute('href')).toBe(
      `/account/refund?fulfillment=${SHIPPED.id}`,
    );
  });

  it('leads a draft to its payment', async () => {
    const page = await open(`/account/fulfillment?id=${DRAFT.id}`);
    const drawer = await page.findByRole('dialog', { name: 'Shipment F2611-000001' });
    expect(within(drawer).getByRole('link', { name: 'Go to payment' }).getAttribute('href')).toBe(
      `/account/fulfillment/checkout?id=${DRAFT.id}`,
    );
  });

  it('cancels a paid shipment only after confirmation, and points to the refund in the wallet history', async () => {
    const posts: string[] = [];
    const page = await open(
      `/account/fulfillment?id=${PAID.id}`,
      shipmentsApi(() => [DRAFT, PAID, SHIPPED], posts),
    );
    const drawer = await page.findByRole('dialog', { name: 'Shipment F2611-000002' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cancel shipment' }));
    const confirm = await page.findByRole('dialog', { name: 'Cancel shipment F2611-000002?' });
    expect(
      within(confirm).getByText(
        `We have not started packing. The ${money(202_001)} you paid goes back to your balance at once, and your parcels stay at the warehouse.`,
      ),
    ).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(posts).toEqual([`/api/shop/fulfillments/${PAID.id}/cancel`]));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Cancel shipment F2611-000002?' })).toBeNull());
    const toast = toastStore.getState().toasts.at(-1);
    expect(toast?.message).toBe(
      'Shipment F2611-000002 cancelled. The refund is in your balance and listed in your wallet history.',
    );
    expect(toast?.action?.label).toBe('Wallet history');
    act(() => toast?.action?.onClick());
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/account/transaction'));
  });

  it('says so when the shipment in ?id= does not exist', async () => {
    const page = await open('/account/fulfillment?id=missing00000001');
    expect(await page.findByText('We could not find this shipment')).toBeTruthy();
  });
});
