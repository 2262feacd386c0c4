// @vitest-environment happy-dom
import { formatMoney, pb, type OrderRecord } from '@fwd/shared-contracts';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';
import { customerSummary, ME, orderRecord, SETTINGS } from '../testing/fixtures';

const money = (amount: number, currency = 'VND') => formatMoney(amount, currency, 'en-US');
const SUMMARY = customerSummary({ orders: { placed: 2, awaiting_supplement: 1 } });

/** An order of mine at `status`. */
const order = (id: string, code: string, status: OrderRecord['status'], extra: Partial<OrderRecord> = {}) =>
  orderRecord(id, code, { status, ...extra });

const PLACED = order('order0000000001', 'O2611-000001', 'placed');
const PURCHASED = order('order0000000002', 'O2611-000002', 'purchased', {
  seller_order_no: 'TB-778899',
  status_history: [
    { status: 'placed', at: '2026-11-02 09:00:00.000Z', by: 'customer' },
    { status: 'purchased', at: '2026-11-03 10:30:00.000Z', by: 'staff' },
  ],
});
const AWAITING = order('order0000000003', 'O2611-000003', 'awaiting_supplement', {
  total: 506000,
  supplement_due: 50000,
  note: 'The seller raised the price of the blue jacket.',
  status_history: [
    { status: 'placed', at: '2026-11-02 09:00:00.000Z', by: 'customer' },
    { status: 'awaiting_supplement', at: '2026-11-03 10:30:00.000Z', by: 'system' },
  ],
});

const ITEMS = [
  {
    id: 'item00000000001',
    collectionName: 'order_items',
    created: '2026-11-02 09:00:00.000Z',
    order: PURCHASED.id,
    product: '',
    title: 'Blue cotton jacket',
    variant: 'Size L',
    sku: '',
    link: 'https://item.taobao.com/item.htm?id=1',
    image_url: 'https://img.example.test/jacket.jpg',
    qty: 2,
    unit_price_src: 6000,
    note: '',
  },
];

const PARCELS = [
  {
    id: 'parcel000000001',
    collectionName: 'parcels',
    created: '2026-11-05 09:00:00.000Z',
    tracking_code: 'YT1234567890',
    user: ME,
    order: PURCHASED.id,
    status: 'received',
    weight_kg: 1.25,
    received_at: '2026-11-06 08:00:00.000Z',
  },
];

interface Api {
  orders?: OrderRecord[];
  onPost?: (path: string) => Response | undefined;
}

/** PocketBase as the order page uses it: the list honours the status and code clauses of `filter`. */
function ordersApi({ orders = [PLACED, PURCHASED, AWAITING], onPost }: Api = {}): FetchStub {
  return (url, init) => {
    const path = url.pathname;
    if ((init.method ?? 'GET') === 'POST') return onPost?.(path);
    if (path === '/api/shop/summary') return json(SUMMARY);
    if (path === '/api/collections/settings/records') return json(listResult([SETTINGS]));
    if (path === '/api/collections/orders/records') {
      const filter = url.searchParams.get('filter') ?? '';
      if (!filter.includes(`user = "${ME}"`)) return json(listResult([]));
      const status = /status = "(\w+)"/.exec(filter)?.[1];
      const code = /code ~ "([^"]+)"/.exec(filter)?.[1];
      return json(
        listResult(orders.filter((o) => (!status || o.status === status) && (!code || o.code.includes(code)))),
      );
    }
    const one = /^\/api\/collections\/orders\/records\/(\w+)$/.exec(path);
    if (one) {
      const found = orders.find((o) => o.id === one[1]);
      return found
        ? json(found)
        : json({ status: 404, message: "The requested resource wasn't found.", data: {} }, 404);
    }
    if (path === '/api/collections/order_items/records') {
      const filter = url.searchParams.get('filter') ?? '';
      return json(listResult(ITEMS.filter((item) => filter.includes(`order = "${item.order}"`))));
    }
    if (path === '/api/collections/parcels/records') {
      const filter = url.searchParams.get('filter') ?? '';
      return json(listResult(PARCELS.filter((p) => filter.includes(`order = "${p.order}"`))));
    }
    return undefined;
  };
}

const listRequests = (page: Awaited<ReturnType<typeof renderRoute>>) =>
  page.fetch.mock.calls
    .map(([url]) => new URL(String(url), 'http://app.test'))
    .filter((url) => url.pathname === '/api/collections/orders/records')
    .map((url) => url.searchParams.get('filter') ?? '');

const posts = (page: Awaited<ReturnType<typeof renderRoute>>) =>
  page.fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url]) => new URL(String(url), 'http://app.test').pathname);

async function open(path: string, api: FetchStub = ordersApi()) {
  return renderRoute({ app: remoteApp, path, session: 'customer', fetch: api });
}

describe('/account/order list', () => {
  it('shows a tab per status with its count and asks the server for the chosen status only', async () => {
    const page = await open('/account/order');
    const tabs = await page.findByRole('tablist', { name: 'Order status' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /^All/ }).textContent).toBe('All3'));
    expect(within(tabs).getByRole('tab', { name: /^Placed/ }).textContent).toBe('Placed2');
    expect(within(tabs).getByRole('tab', { name: /^Awaiting supplement/ }).textContent).toBe('Awaiting supplement1');
    expect(await page.findByRole('link', { name: 'O2611-000002' })).toBeTruthy();
    expect(page.getAllByText(money(456000)).length).toBeGreaterThan(0);

    fireEvent.mouseDown(within(tabs).getByRole('tab', { name: /^Placed/ }), { button: 0 });
    await waitFor(() => expect(page.router.state.location.search).toBe('?status=placed'));
    await waitFor(() => expect(listRequests(page).at(-1)).toContain('status = "placed"'));
    expect(listRequests(page).at(-1)).toContain(`user = "${ME}"`);
    await waitFor(() => expect(page.queryByRole('link', { name: 'O2611-000002' })).toBeNull());
    expect(page.getByRole('link', { name: 'O2611-000001' })).toBeTruthy();
  }, 30_000);

  it('searches by order code through the URL and says when nothing matches', async () => {
    const page = await open('/account/order');
    fireEvent.change(await page.findByRole('searchbox', { name: 'Order code' }), {
      target: { value: ' O2611-000003 ' },
    });
    fireEvent.click(page.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(page.router.state.location.search).toBe('?q=O2611-000003'));
    await waitFor(() => expect(listRequests(page).at(-1)).toContain('code ~ "O2611-000003"'));
    await waitFor(() => expect(page.queryByRole('link', { name: 'O2611-000001' })).toBeNull());
    expect(page.getByRole('link', { name: 'O2611-000003' })).toBeTruthy();

    fireEvent.change(page.getByRole('searchbox', { name: 'Order code' }), { target: { value: 'NOPE' } });
    fireEvent.click(page.getByRole('button', { name: 'Search' }));
    expect(await page.findByText('No orders match this view')).toBeTruthy();
    fireEvent.click(page.getByRole('button', { name: 'Show all orders' }));
    await waitFor(() => expect(page.router.state.location.search).toBe(''));
  });

  it('offers finding products or ordering by link when there are no orders yet', async () => {
    const page = await open('/account/order', ordersApi({ orders: [] }));
    expect(await page.findByText('You have no orders yet')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Find products' }).getAttribute('href')).toBe('/account/search');
    expect(page.getByRole('link', { name: 'Order by link' }).getAttribute('href')).toBe('/account/order-manual');
  });

  it('opens an order from its code link in the drawer (?id=)', async () => {
    const page = await open('/account/order?status=purchased');
    fireEvent.click(await page.findByRole('link', { name: 'O2611-000002' }));
    await waitFor(() => expect(page.router.state.location.search).toBe(`?status=purchased&id=${PURCHASED.id}`));
    expect(await page.findByRole('dialog', { name: 'Order O2611-000002' })).toBeTruthy();
  });

  it('follows a status change staff make, without a reload', async () => {
    let orders = [PLACED];
    const page = await open('/account/order', (url, init) => ordersApi({ orders })(url, init));
    const row = (await page.findByRole('link', { name: 'O2611-000001' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Placed')).toBeTruthy();
    orders = [{ ...PLACED, status: 'purchased' }];
    const subscribe = vi.mocked(pb.realtime.subscribe);
    const customer = subscribe.mock.calls.find(([topic]) => topic === 'customer');
    expect(customer).toBeTruthy();
    await act(async () => customer?.[1]({ collection: 'orders', action: 'update', id: PLACED.id }));
    await waitFor(() =>
      expect(
        within(page.getByRole('link', { name: 'O2611-000001' }).closest('tr') as HTMLElement).getByText('Purchased'),
      ).toBeTruthy(),
    );
  });
});

describe('/account/order?id= detail', () => {
  it('shows the items, the costs fixed at payment, the timeline and the parcels', async () => {
    const page = await open(`/account/order?id=${PURCHASED.id}`);
    const drawer = await page.findByRole('dialog', { name: 'Order O2611-000002' });
    const items = await within(drawer).findByRole('list', { name: 'Items' });
    expect(within(items).getByRole('link', { name: 'Blue cotton jacket' }).getAttribute('href')).toBe(ITEMS[0]?.link);
    expect(items.querySelector('img')?.getAttribute('src')).toBe('https://img.example.test/jacket.jpg');
    expect(within(items).getByText('Size L', { exact: false })).toBeTruthy();
    expect(within(items).getByText(money(6000, 'CNY'))).toBeTruthy();

    const costs = within(drawer).getByRole('region', { name: 'Costs' });
    for (const [label, value] of [
      ["Goods value (seller's price)", money(12000, 'CNY')],
      ['Exchange rate', '1 CNY = 3,500 VND'],
      ['Goods value', money(420000)],
      ['Service fee', money(21000)],
      ["Shipping within the seller's country", money(15000)],
      ['Total', money(456000)],
      ['Paid', money(456000)],
    ]) {
      const term = within(costs).getByText(label as string, { selector: 'dt' });
      expect(term.nextElementSibling?.textContent).toBe(value);
    }

    const timeline = within(drawer).getByRole('region', { name: 'Timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Placed'),
      expect.stringContaining('Purchased'),
    ]);
    expect(within(steps[1] as HTMLElement).getByText('By our team')).toBeTruthy();
    expect(within(drawer).getByText('TB-778899')).toBeTruthy();

    const parcels = await within(drawer).findByRole('list', { name: 'Parcels' });
    expect(within(parcels).getByRole('link', { name: 'YT1234567890' })).toBeTruthy();
    expect(within(parcels).getByText('Received')).toBeTruthy();
    expect(within(parcels).getByText('1.25 kg')).toBeTruthy();
    // Bought already: no cancel, but a refund and a complaint.
    expect(within(drawer).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(within(drawer).getByRole('link', { name: 'Ask for a refund' }).getAttribute('href')).toBe(
      `/account/refund?order=${PURCHASED.id}`,
    );
    expect(within(drawer).getByRole('link', { name: 'Open a complaint' }).getAttribute('href')).toBe(
      `/account/complain/create?order=${PURCHASED.id}`,
    );
  });

  it('says so when the order in ?id= does not exist', async () => {
    const page = await open('/account/order?id=missing00000001');
    expect(await page.findByText('We could not find this order')).toBeTruthy();
  });

  it('asks nothing for a malformed ?id= and says the order is not found', async () => {
    const page = await open('/account/order?id=..%2Fusers');
    expect(await page.findByText('We could not find this order')).toBeTruthy();
    expect(page.fetch.mock.calls.some(([url]) => String(url).includes('/orders/records/'))).toBe(false);
  });

  it('cancels a placed order only after confirmation, through the cancel route', async () => {
    const page = await open(
      `/account/order?id=${PLACED.id}`,
      ordersApi({
        onPost: (path) =>
          path === `/api/shop/orders/${PLACED.id}/cancel`
            ? json({ ...PLACED, status: 'cancelled', paid: 0 })
            : undefined,
      }),
    );
    const drawer = await page.findByRole('dialog', { name: 'Order O2611-000001' });
    expect(within(drawer).queryByRole('link', { name: 'Ask for a refund' })).toBeNull();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Cancel order' }));
    const confirm = await page.findByRole('dialog', { name: 'Cancel order O2611-000001?' });
    expect(
      within(confirm).getByText(
        `We have not bought it yet. The ${money(456000)} you paid goes back to your balance at once.`,
      ),
    ).toBeTruthy();
    expect(posts(page)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(posts(page)).toEqual([`/api/shop/orders/${PLACED.id}/cancel`]));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Cancel order O2611-000001?' })).toBeNull());
  });

  it('shows the supplement due with its reason and pays it after confirming the amount', async () => {
    const page = await open(
      `/account/order?id=${AWAITING.id}`,
      ordersApi({
        onPost: (path) =>
          path === `/api/shop/orders/${AWAITING.id}/pay-supplement`
            ? json({ ...AWAITING, status: 'purchased', paid: 506000, supplement_due: 0 })
            : undefined,
      }),
    );
    const drawer = await page.findByRole('dialog', { name: 'Order O2611-000003' });
    const box = await within(drawer).findByRole('region', { name: `Supplement due: ${money(50000)}` });
    expect(within(box).getByText('The seller raised the price of the blue jacket.')).toBeTruthy();
    expect(within(box).getByText(money(456000))).toBeTruthy();
    expect(within(box).getByText(money(506000))).toBeTruthy();
    // Cancelling instead of paying is offered too.
    expect(within(drawer).getByRole('button', { name: 'Cancel order' })).toBeTruthy();

    fireEvent.click(within(box).getByRole('button', { name: 'Pay supplement' }));
    const confirm = await page.findByRole('dialog', { name: 'Pay the supplement?' });
    expect(
      within(confirm).getByText(`${money(50000)} will be taken from your balance for order O2611-000003.`),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: `Pay ${money(50000)}` }));
    await waitFor(() => expect(posts(page)).toEqual([`/api/shop/orders/${AWAITING.id}/pay-supplement`]));
  });

  it('offers a top-up of the missing amount when the balance is short', async () => {
    const page = await open(
      `/account/order?id=${AWAITING.id}`,
      ordersApi({
        onPost: () =>
          json(
            {
              status: 400,
              message: 'Insufficient balance.',
              data: {
                shortfall: { code: 'insufficient_balance', message: 'Top up first.', params: { amount: 20000 } },
              },
            },
            400,
          ),
      }),
    );
    const drawer = await page.findByRole('dialog', { name: 'Order O2611-000003' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Pay supplement' }));
    fireEvent.click(
      within(await page.findByRole('dialog', { name: 'Pay the supplement?' })).getByRole('button', {
        name: `Pay ${money(50000)}`,
      }),
    );
    const topUp = await within(drawer).findByRole('link', { name: `Top up ${money(20000)}` });
    expect(topUp.getAttribute('href')).toBe(
      `/account/recharge?amount=20000&return=${encodeURIComponent(`/account/order?id=${AWAITING.id}`)}`,
    );
    expect(within(drawer).getByText(`Your balance is ${money(20000)} short of the supplement.`)).toBeTruthy();
  });
});
