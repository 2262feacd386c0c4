// @vitest-environment happy-dom
import { formatMoney } from '@fwd/shared-contracts';
import { toastStore } from '@fwd/shared-ui';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';

const ME = 'customer0000001';
const ORDER = 'order0000000001';
const OLD_ORDER = 'order0000000009';
const SHIPMENT = 'shipment0000001';
const vnd = (amount: number) => formatMoney(amount, 'VND', 'en-US');

const SETTINGS = { id: 'settings0000001', key: 'default', source_currency: 'CNY', home_currency: 'VND' };
const ORDERS = [
  { id: ORDER, code: 'O2611-000001', shop: 'Taobao Star Shop' },
  { id: 'order0000000002', code: 'O2611-000002', shop: 'Tmall Home' },
];

function refund(id: string, extra: Record<string, unknown>) {
  return {
    id,
    collectionName: 'refunds',
    created: '2026-11-10 09:00:00.000Z',
    updated: '2026-11-10 09:00:00.000Z',
    user: ME,
    order: '',
    fulfillment: '',
    complaint: '',
    amount: 100000,
    reason: 'One item arrived broken.',
    status: 'requested',
    requested_by: '',
    reviewed_by: '',
    reviewed_at: '',
    review_note: '',
    ...extra,
  };
}

interface Api {
  refunds?: ReturnType<typeof refund>[];
  caps?: Record<string, { paid: number; refunded: number; left: number }>;
  /** Answers the create request; default: the created record. */
  onCreate?: (body: Record<string, unknown>) => Response;
}

/** PocketBase and the refundable route as the refund page uses them. */
function refundsApi({ refunds = [], caps = {}, onCreate }: Api = {}): FetchStub {
  return (url, init) => {
    const path = url.pathname;
    const method = init.method ?? 'GET';
    if (path === '/api/collections/refunds/records' && method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return onCreate ? onCreate(body) : json(refund('refund000000099', body));
    }
    if (path === '/api/collections/settings/records') return json(listResult([SETTINGS]));
    if (path === '/api/collections/refunds/records') {
      const mine = (url.searchParams.get('filter') ?? '').includes(`user = "${ME}"`);
      return json(listResult(mine ? refunds : []));
    }
    if (path === '/api/collections/orders/records') return json(listResult(ORDERS));
    if (path === `/api/collections/orders/records/${OLD_ORDER}`) {
      return json({ id: OLD_ORDER, code: 'O2601-000042', shop: 'Old Shop' });
    }
    if (path === '/api/collections/fulfillments/records')
      return json(listResult([{ id: SHIPMENT, code: 'F2611-000007' }]));
    if (path === '/api/shop/refundable') {
      const id = url.searchParams.get('order') ?? url.searchParams.get('fulfillment') ?? '';
      const cap = caps[id];
      return cap ? json({ ...cap, currency: 'VND' }) : json({ status: 404, message: 'No such order.', data: {} }, 404);
    }
    return undefined;
  };
}

const creates = (page: Awaited<ReturnType<typeof renderRoute>>) =>
  page.fetch.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url).includes('/api/collections/refunds/records'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

async function open(path: string, api: FetchStub) {
  return renderRoute({ app: remoteApp, path, session: 'customer', fetch: api });
}

describe('/account/refund list', () => {
  it('tells a customer without refund requests that there are none and offers a new one', async () => {
    const page = await open('/account/refund', refundsApi());
    expect(await page.findByText('You have not asked for any refunds')).toBeTruthy();
    expect(page.getByRole('button', { name: 'New request' })).toBeTruthy();
    fireEvent.click(page.getByRole('button', { name: 'Ask for a refund' }));
    expect(await page.findByRole('dialog', { name: 'New refund request' })).toBeTruthy();
    expect(page.router.state.location.search).toBe('?new=1');
  });

  it('lists each request with what it is for, amount, status and why a refused one was refused', async () => {
    const page = await open(
      '/account/refund',
      refundsApi({
        refunds: [
          refund('refund000000001', {
            order: ORDER,
            status: 'rejected',
            review_note: 'The seller already refunded you.',
            expand: { order: ORDERS[0] },
          }),
          refund('refund000000002', {
            fulfillment: SHIPMENT,
            amount: 45000,
            status: 'approved',
            expand: { fulfillment: { id: SHIPMENT, code: 'F2611-000007' } },
          }),
        ],
      }),
    );
    const table = await page.findByRole('table', { name: 'Your refund requests' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'Order O2611-000001' })
        .getAttribute('href'),
    ).toBe(`/account/order?id=${ORDER}`);
    expect(within(first as HTMLElement).getByText('Rejected')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Why it was refused: The seller already refunded you.')).toBeTruthy();
    expect(within(first as HTMLElement).getByText(vnd(100000))).toBeTruthy();
    expect(within(second as HTMLElement).getByRole('link', { name: 'Shipment F2611-000007' })).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Approved')).toBeTruthy();
    expect(within(second as HTMLElement).getByText(vnd(45000))).toBeTruthy();
  });
});

describe('/account/refund new request', () => {
  it('prefills the order from ?order= and shows its refundable cap before sending', async () => {
    const page = await open(
      `/account/refund?order=${ORDER}`,
      refundsApi({ caps: { [ORDER]: { paid: 456000, refunded: 156000, left: 300000 } } }),
    );
    const form = await page.findByRole('form', { name: 'New refund request' });
    const select = (await within(form).findByRole('combobox', { name: 'Order' })) as HTMLSelectElement;
    expect(select.value).toBe(ORDER);
    expect(await within(form).findByText(`You can ask for up to ${vnd(300000)}.`)).toBeTruthy();
    const cap = within(form).getByRole('region', { name: 'What can be refunded on this order' });
    expect(within(cap).getByText('You paid').nextElementSibling?.textContent).toBe(vnd(456000));
    expect(within(cap).getByText('Already refunded or waiting for review').nextElementSibling?.textContent).toBe(
      vnd(156000),
    );
    expect(within(cap).getByText('Left to refund').nextElementSibling?.textContent).toBe(vnd(300000));
  });

  it('offers an older order named by ?order= that is not among the latest', async () => {
    const page = await open(
      `/account/refund?order=${OLD_ORDER}`,
      refundsApi({ caps: { [OLD_ORDER]: { paid: 90000, refunded: 0, left: 90000 } } }),
    );
    const select = (await page.findByRole('combobox', { name: 'Order' })) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(OLD_ORDER));
    expect(within(select).getByRole('option', { name: 'O2601-000042 · Old Shop' })).toBeTruthy();
  });

  it('refuses an amount above what is left with a message, sending nothing', async () => {
    const page = await open(
      `/account/refund?order=${ORDER}`,
      refundsApi({ caps: { [ORDER]: { paid: 456000, refunded: 156000, left: 300000 } } }),
    );
    await page.findByText(`You can ask for up to ${vnd(300000)}.`);
    fireEvent.change(page.getByLabelText('Amount'), { target: { value: '300001' } });
    fireEvent.change(page.getByLabelText('Reason'), { target: { value: 'The jacket is torn.' } });
    fireEvent.click(page.getByRole('button', { name: 'Send request' }));
    expect(await page.findByText('This is more than can still be refunded (see above)')).toBeTruthy();
    expect(page.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
    expect(creates(page)).toEqual([]);
  });

  it('asks for a reason and an amount before sending', async () => {
    const page = await open(
      `/account/refund?order=${ORDER}`,
      refundsApi({ caps: { [ORDER]: { paid: 456000, refunded: 0, left: 456000 } } }),
    );
    await page.findByText(`You can ask for up to ${vnd(456000)}.`);
    fireEvent.click(page.getByRole('button', { name: 'Send request' }));
    expect(await page.findByText('Enter the amount to refund')).toBeTruthy();
    expect(page.getByText('Tell us why you ask for a refund')).toBeTruthy();
    expect(creates(page)).toEqual([]);
  });

  it('sends the request for the chosen order, then closes the form and refreshes the list', async () => {
    const page = await open(
      `/account/refund?order=${ORDER}`,
      refundsApi({ caps: { [ORDER]: { paid: 456000, refunded: 0, left: 456000 } } }),
    );
    await page.findByText(`You can ask for up to ${vnd(456000)}.`);
    const listReads = () =>
      page.fetch.mock.calls.filter(
        ([url, init]) => (init?.method ?? 'GET') === 'GET' && String(url).includes('/api/collections/refunds/records'),
      ).length;
    const before = listReads();
    fireEvent.change(page.getByLabelText('Amount'), { target: { value: '120000' } });
    fireEvent.change(page.getByLabelText('Reason'), { target: { value: '  One of the two jackets never came.  ' } });
    fireEvent.click(page.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(creates(page)).toEqual([
        { user: ME, order: ORDER, amount: 120000, reason: 'One of the two jackets never came.' },
      ]),
    );
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((toast) => toast.message)).toContain(
        'Refund request sent. We will let you know once it is reviewed.',
      ),
    );
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'New refund request' })).toBeNull());
    expect(page.router.state.location.search).toBe('');
    await waitFor(() => expect(listReads()).toBeGreaterThan(before));
  });

  it("puts the server's refusal of the amount on the amount field", async () => {
    const page = await open(
      `/account/refund?order=${ORDER}`,
      refundsApi({
        caps: { [ORDER]: { paid: 456000, refunded: 0, left: 456000 } },
        onCreate: () =>
          json(
            {
              status: 400,
              message: 'Failed to create record.',
              data: { amount: { code: 'validation_max', message: 'At most 0 VND can still be refunded.' } },
            },
            400,
          ),
      }),
    );
    await page.findByText(`You can ask for up to ${vnd(456000)}.`);
    fireEvent.change(page.getByLabelText('Amount'), { target: { value: '1000' } });
    fireEvent.change(page.getByLabelText('Reason'), { target: { value: 'Broken.' } });
    fireEvent.click(page.getByRole('button', { name: 'Send request' }));
    expect(
      await page.findByText('This is more than can still be refunded; the figures above are now up to date.'),
    ).toBeTruthy();
    expect(page.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
  });

  it('says nothing more can be refunded and does not let the request be sent', async () => {
    const page = await open(
      `/account/refund?order=${ORDER}`,
      refundsApi({ caps: { [ORDER]: { paid: 456000, refunded: 456000, left: 0 } } }),
    );
    expect(await page.findByText('Nothing more can be refunded on this order.')).toBeTruthy();
    expect((page.getByRole('button', { name: 'Send request' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks about a shipment when opened with ?fulfillment=', async () => {
    const page = await open(
      `/account/refund?fulfillment=${SHIPMENT}`,
      refundsApi({ caps: { [SHIPMENT]: { paid: 80000, refunded: 0, left: 80000 } } }),
    );
    const select = (await page.findByRole('combobox', { name: 'Shipment' })) as HTMLSelectElement;
    expect(select.value).toBe(SHIPMENT);
    expect((page.getByRole('radio', { name: 'A shipment' }) as HTMLInputElement).checked).toBe(true);
    expect(await page.findByText(`You can ask for up to ${vnd(80000)}.`)).toBeTruthy();
  });
});

describe('/account/refund?id=', () => {
  it('opens the request of `?id=` (where its notification links) with our answer, and closes it', async () => {
    const approved = refund('refund000000003', {
      order: ORDER,
      amount: 20000,
      status: 'approved',
      review_note: 'Seller confirmed.',
      expand: { order: ORDERS[0] },
    });
    const api = refundsApi({ refunds: [approved] });
    const page = await open('/account/refund?id=refund000000003', (url, init) =>
      url.pathname === '/api/collections/refunds/records/refund000000003' ? json(approved) : api(url, init),
    );
    const sheet = await page.findByRole('dialog', { name: 'Refund request' });
    expect(within(sheet).getByRole('link', { name: 'Order O2611-000001' }).getAttribute('href')).toBe(
      `/account/order?id=${ORDER}`,
    );
    expect(within(sheet).getByText(vnd(20000))).toBeTruthy();
    expect(within(sheet).getByText('Seller confirmed.')).toBeTruthy();
    fireEvent.keyDown(sheet, { key: 'Escape' });
    await waitFor(() => expect(page.router.state.location.search).toBe(''));
  });

  it("says so when the request of `?id=` is not among the customer's", async () => {
    const page = await open('/account/refund?id=refund000000404', (url, init) =>
      url.pathname === '/api/collections/refunds/records/refund000000404'
        ? json({ status: 404, message: 'Not found.', data: {} }, 404)
        : refundsApi()(url, init),
    );
    const sheet = await page.findByRole('dialog', { name: 'Refund request' });
    expect(await within(sheet).findByText('We could not find this refund request')).toBeTruthy();
  });
});
