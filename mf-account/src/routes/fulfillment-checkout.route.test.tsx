// @vitest-environment happy-dom
import { formatMoney } from '@fwd/shared-contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';
import { pricesChangedBody, SETTINGS } from '../testing/fixtures';
import { FAST_AIR, shipmentRecord } from '../testing/shipments';

const ID = 'fulfil000000001';
const money = (amount: number) => formatMoney(amount, 'VND', 'en-US');

/** The shipment on this checkout: two parcels, insured. */
const shipment = (status: string, extra: Record<string, unknown> = {}) =>
  shipmentRecord(ID, 'F2611-000001', status, {
    parcels: ['parcel000000001', 'parcel000000002'],
    chargeable_kg: 2.1,
    shipping_fee: 315_003,
    storage_fee: 14_000,
    insurance: true,
    declared_value: 1_000_000,
    insurance_fee: 10_123,
    total: 339_126,
    expand: {
      parcels: [
        { id: 'parcel000000001', collectionName: 'parcels', tracking_code: 'YT0000000001', chargeable_kg: 1.2 },
        { id: 'parcel000000002', collectionName: 'parcels', tracking_code: 'YT0000000002', chargeable_kg: 0.9 },
      ],
      shipping_line: FAST_AIR,
    },
    ...extra,
  });

interface Api {
  status?: () => string;
  pay?: () => Response | Promise<Response>;
  posts?: string[];
  bodies?: unknown[];
}

function checkoutApi({ status = () => 'draft', pay, posts = [], bodies = [] }: Api = {}): FetchStub {
  return (url, init) => {
    const path = url.pathname;
    if (init.method === 'POST') {
      posts.push(path);
      bodies.push(typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined);
      if (path === `/api/shop/fulfillments/${ID}/pay`) return pay?.() ?? json(shipment('paid'));
      if (path === `/api/shop/fulfillments/${ID}/cancel`) return json(shipment('cancelled'));
      return undefined;
    }
    if (path === '/api/collections/settings/records') return json(listResult([SETTINGS]));
    if (path === `/api/collections/fulfillments/records/${ID}`) {
      return url.searchParams.get('expand') === 'parcels,shipping_line'
        ? json(shipment(status()))
        : json({ ...shipment(status()), expand: undefined });
    }
    if (path.startsWith('/api/collections/fulfillments/records/')) {
      return json({ status: 404, message: "The requested resource wasn't found.", data: {} }, 404);
    }
    return undefined;
  };
}

async function open(
  api: FetchStub = checkoutApi(),
  balance = 1_000_000,
  path = `/account/fulfillment/checkout?id=${ID}`,
) {
  return renderRoute({ app: remoteApp, path, session: 'customer', record: { balance }, fetch: api });
}

const figure = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/account/fulfillment/checkout', () => {
  it("shows the draft's breakdown as the server stored it, the address, the line, the balance and the total", async () => {
    const page = await open();
    const fees = await page.findByRole('region', { name: 'Costs' });
    expect(figure(fees, 'Chargeable weight')).toBe('2.1 kg');
    expect(figure(fees, 'Shipping')).toBe(money(315_003));
    expect(figure(fees, 'Storage')).toBe(money(14_000));
    expect(figure(fees, 'Insurance')).toBe(money(10_123));
    expect(figure(fees, 'Declared value insured')).toBe(money(1_000_000));
    expect(figure(fees, 'Total')).toBe(money(339_126));
    const parcels = page.getByRole('list', { name: 'Parcels' });
    expect(within(parcels).getByText('YT0000000001')).toBeTruthy();
    expect(within(parcels).getByText('1.2 kg chargeable')).toBeTruthy();
    expect(
      within(page.getByRole('region', { name: 'Delivery address' })).getByText('Ba Dinh, Ha Noi, North'),
    ).toBeTruthy();
    expect(within(page.getByRole('region', { name: 'Shipping line' })).getByText('Fast Air')).toBeTruthy();

    const pay = page.getByRole('region', { name: 'Payment' });
    expect(figure(pay, 'Your balance')).toBe(money(1_000_000));
    expect(figure(pay, 'Total to pay')).toBe(money(339_126));
    expect(within(pay).queryByText('Missing from your balance')).toBeNull();
  });

  it('pays once however often Pay is pressed, then says it is paid with a link to the list', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let paid = false;
    const posts: string[] = [];
    const page = await open(
      checkoutApi({
        posts,
        status: () => (paid ? 'paid' : 'draft'),
        pay: async () => {
          await held;
          paid = true;
          return json(shipment('paid'));
        },
      }),
    );
    const pay = await page.findByRole('button', { name: `Pay ${money(339_126)}` });
    fireEvent.click(pay);
    fireEvent.click(pay);
    fireEvent.dblClick(pay);
    await waitFor(() =>
      expect((page.getByRole('button', { name: 'Paying…' }) as HTMLButtonElement).disabled).toBe(true),
    );
    fireEvent.click(page.getByRole('button', { name: 'Paying…' }));
    release();
    expect(
      await page.findByText(`Shipment F2611-000001 is paid: ${money(339_126)}. We will pack it soon.`),
    ).toBeTruthy();
    expect(page.getByRole('link', { name: 'All shipments' }).getAttribute('href')).toBe('/account/fulfillment');
    expect(page.getByRole('link', { name: 'See this shipment' }).getAttribute('href')).toBe(
      `/account/fulfillment?id=${ID}`,
    );
    expect(page.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(posts).toEqual([`/api/shop/fulfillments/${ID}/pay`]);
  });

  it('shows what the balance lacks and, when the server refuses, a top-up of its shortfall that comes back here', async () => {
    const posts: string[] = [];
    const page = await open(
      checkoutApi({
        posts,
        pay: () =>
          json(
            {
              status: 400,
              message: 'Insufficient balance.',
              data: { shortfall: { code: 'insufficient_balance', message: 'Top up.', params: { amount: 140_126 } } },
            },
            400,
          ),
      }),
      200_000,
    );
    const pay = await page.findByRole('region', { name: 'Payment' });
    expect(figure(pay, 'Your balance')).toBe(money(200_000));
    expect(figure(pay, 'Missing from your balance')).toBe(money(139_126));
    const back = encodeURIComponent(`/account/fulfillment/checkout?id=${ID}`);
    expect(
      within(pay)
        .getByRole('link', { name: `Top up ${money(139_126)}` })
        .getAttribute('href'),
    ).toBe(`/account/recharge?amount=139126&return=${back}`);

    fireEvent.click(within(pay).getByRole('button', { name: `Pay ${money(339_126)}` }));
    const topUp = await within(pay).findByRole('link', { name: `Top up ${money(140_126)}` });
    expect(topUp.getAttribute('href')).toBe(`/account/recharge?amount=140126&return=${back}`);
    expect(
      within(pay).getByText(`Your balance is short by ${money(140_126)} for this payment.`, { exact: false }),
    ).toBeTruthy();
    expect(posts).toEqual([`/api/shop/fulfillments/${ID}/pay`]);
  });

  it('pays the total on screen; when it moved, says the new total and pays that once confirmed', async () => {
    const bodies: unknown[] = [];
    let attempts = 0;
    const page = await open(
      checkoutApi({
        bodies,
        pay: () => {
          attempts += 1;
          if (attempts > 1) return json(shipment('paid'));
          return json(pricesChangedBody(345_126, 339_126, 'The total is now 345,126 VND.'), 400);
        },
      }),
    );
    const pay = await page.findByRole('region', { name: 'Payment' });
    fireEvent.click(within(pay).getByRole('button', { name: `Pay ${money(339_126)}` }));
    expect(
      await within(pay).findByText(`it is now ${money(345_126)}. Nothing was charged.`, { exact: false }),
    ).toBeTruthy();
    expect(figure(pay, 'Total to pay')).toBe(money(345_126));
    fireEvent.click(within(pay).getByRole('button', { name: `Pay ${money(345_126)}` }));
    await waitFor(() => expect(attempts).toBe(2));
    expect(bodies).toEqual([{ expectedTotal: 339_126 }, { expectedTotal: 345_126 }]);
  });

  it('cancels the draft only after confirmation', async () => {
    let cancelled = false;
    const posts: string[] = [];
    const page = await open(checkoutApi({ posts, status: () => (cancelled ? 'cancelled' : 'draft') }));
    fireEvent.click(await page.findByRole('button', { name: 'Cancel draft' }));
    const dialog = await page.findByRole('dialog', { name: 'Cancel draft F2611-000001?' });
    expect(posts).toEqual([]);
    cancelled = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the draft' }));
    await waitFor(() => expect(posts).toEqual([`/api/shop/fulfillments/${ID}/cancel`]));
    expect(await page.findByText('Shipment F2611-000001 was cancelled. Nothing was charged.')).toBeTruthy();
    expect(page.getByRole('link', { name: 'All shipments' })).toBeTruthy();
  });

  it('shows a paid shipment as paid, without Pay', async () => {
    const page = await open(checkoutApi({ status: () => 'paid' }));
    expect(
      await page.findByText(`Shipment F2611-000001 is paid: ${money(339_126)}. We will pack it soon.`),
    ).toBeTruthy();
    expect(page.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(page.queryByRole('button', { name: 'Cancel draft' })).toBeNull();
  });

  it('says so for an unknown shipment', async () => {
    const page = await open(checkoutApi(), 0, '/account/fulfillment/checkout?id=missing00000001');
    expect(await page.findByText('We could not find this shipment')).toBeTruthy();
    expect(page.getByRole('link', { name: 'All shipments' }).getAttribute('href')).toBe('/account/fulfillment');
  });

  it('asks nothing for a malformed id and says the link names no shipment', async () => {
    const page = await open(checkoutApi(), 0, '/account/fulfillment/checkout?id=..%2Fusers');
    expect(await page.findByText('This link names no shipment')).toBeTruthy();
    expect(page.fetch.mock.calls.some(([url]) => String(url).includes('/fulfillments/records/'))).toBe(false);
  });
});
