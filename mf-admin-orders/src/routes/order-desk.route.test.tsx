// @vitest-environment happy-dom
import { formatMoney } from '@fwd/shared-contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Page tests answer the API as PocketBase would; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, type FetchStub } from '../../../shell/src/testing/render-route';
import { openStaffPage, orderRecord } from '../testing/fixtures';

const ORDER = orderRecord();
const ITEM = {
  id: 'item00000000001',
  order: ORDER.id,
  title: 'Wool scarf',
  qty: 1,
  unit_price_src: 10_000,
  link: 'https://item.taobao.com/item.htm?id=1',
  variant: '',
  note: '',
  collectionId: 'x',
  collectionName: 'order_items',
};

function ordersApi(quotes: unknown[], transitions: unknown[], lists: URL[] = [], initial = ORDER.status): FetchStub {
  let status = initial;
  return (url, init) => {
    const path = url.pathname;
    if (path === '/api/collections/settings/records') return json(listResult([]));
    if (path === `/api/admin/orders/${ORDER.id}/purchase-quote`) {
      const body = JSON.parse(String(init.body)) as { prices: { items: { unitPriceSrc: number }[] } };
      quotes.push(body);
      const price = body.prices.items[0]!.unitPriceSrc;
      const goods = (price * 3500) / 100;
      const total = goods + 20_000;
      return json({
        goodsValueSrc: price,
        goodsValue: goods,
        serviceFee: 20_000,
        domesticShipping: 0,
        total,
        paid: 370_000,
        refund: Math.max(0, 370_000 - total),
        supplement: Math.max(0, total - 370_000),
      });
    }
    if (path === `/api/admin/orders/${ORDER.id}/transition`) {
      const body = JSON.parse(String(init.body)) as { to: string };
      transitions.push(body);
      status = body.to;
      return json({ ...ORDER, expand: undefined, status });
    }
    if (path === '/api/admin/orders/counts') return json({ counts: { placed: 4, purchased: 2, completed: 7 } });
    if (path === `/api/collections/orders/records/${ORDER.id}`) return json({ ...ORDER, status });
    if (path === '/api/collections/orders/records') {
      lists.push(url);
      return json({ ...listResult([{ ...ORDER, status }]), totalItems: -1, totalPages: -1 });
    }
    if (path === '/api/collections/order_items/records') return json(listResult([ITEM]));
    if (path === '/api/collections/parcels/records') return json(listResult([]));
    return undefined;
  };
}

describe('/admin/orders', () => {
  it('shows the counts per status on the tabs and lists without asking for a total', async () => {
    const lists: URL[] = [];
    const page = await openStaffPage('/admin/orders', ordersApi([], [], lists));
    // The first page of the file loads the data kit's chunk cold.
    expect(await page.findByText('O2611-000001', {}, { timeout: 20_000 })).toBeTruthy();
    const tabs = page.getByRole('tablist', { name: 'Orders by status' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /^Placed/ }).textContent).toBe('Placed4'));
    expect(within(tabs).getByRole('tab', { name: /^Purchased/ }).textContent).toBe('Purchased2');
    expect(within(tabs).getByRole('tab', { name: /^All/ }).textContent).toBe('All13');
    expect(lists[0]?.searchParams.get('skipTotal')).toBe('true');
  }, 30_000);

  it('moves the selected orders of a tab together with the move the machine allows there', async () => {
    const transitions: unknown[] = [];
    const lists: URL[] = [];
    const page = await openStaffPage('/admin/orders?status=placed', ordersApi([], transitions, lists));
    expect(await page.findByText('O2611-000001')).toBeTruthy();
    expect(lists[0]?.searchParams.get('filter')).toBe('status = "placed"');
    fireEvent.click(page.getAllByRole('checkbox', { name: /Select/ }).at(-1)!);
    fireEvent.click(await page.findByRole('button', { name: 'Cancel 1 order' }));
    const dialog = await page.findByRole('dialog', { name: 'Cancel 1 order' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Go' }));
    expect(await within(dialog).findByText('Say why the order is cancelled.')).toBeTruthy();
    expect(transitions).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason (the customer reads it)'), {
      target: { value: 'Out of stock' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go' }));
    expect(await within(dialog).findByText('1 of 1 done.')).toBeTruthy();
    expect(transitions).toEqual([{ to: 'cancelled', reason: 'Out of stock' }]);
  });

  it('offers no bulk move on a tab whose orders move one at a time', async () => {
    const page = await openStaffPage('/admin/orders?status=purchased', ordersApi([], []));
    expect(await page.findByText('O2611-000001')).toBeTruthy();
    expect(page.queryByRole('checkbox')).toBeNull();
  });

  it('previews the refund of a cheaper purchase from the server before sending it', async () => {
    const quotes: unknown[] = [];
    const transitions: unknown[] = [];
    const page = await openStaffPage(`/admin/orders?id=${ORDER.id}`, ordersApi(quotes, transitions));
    const drawer = await page.findByRole('dialog', { name: 'Order O2611-000001' });
    const price = await within(drawer).findByLabelText('Price paid for Wool scarf (×1), CNY per item');
    fireEvent.change(price, { target: { value: '90' } });
    expect(
      await within(drawer).findByText(`The customer gets ${formatMoney(35_000, 'VND', 'en-US')} back at once.`),
    ).toBeTruthy();
    expect(transitions).toEqual([]);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Record the purchase' }));
    expect(await within(drawer).findByText("Enter the seller's order number.")).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText("Seller's order number"), { target: { value: 'TB-7' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Record the purchase' }));
    await waitFor(() =>
      expect(transitions).toEqual([
        {
          to: 'purchased',
          sellerOrderNo: 'TB-7',
          prices: { items: [{ id: ITEM.id, unitPriceSrc: 9_000 }], domesticShipping: 0 },
        },
      ]),
    );
  });

  it('after the purchase offers the next step and asks for no quote of a purchased order', async () => {
    const quotes: unknown[] = [];
    const transitions: unknown[] = [];
    const page = await openStaffPage(`/admin/orders?id=${ORDER.id}`, ordersApi(quotes, transitions));
    const drawer = await page.findByRole('dialog', { name: 'Order O2611-000001' });
    fireEvent.change(await within(drawer).findByLabelText("Seller's order number"), { target: { value: 'TB-8' } });
    await waitFor(() => expect(quotes.length).toBeGreaterThan(0));
    const asked = quotes.length;
    fireEvent.click(within(drawer).getByRole('button', { name: 'Record the purchase' }));
    expect(await within(drawer).findByRole('form', { name: "Sellers' tracking codes" })).toBeTruthy();
    expect(within(drawer).queryByRole('form', { name: 'Purchase from the seller' })).toBeNull();
    expect(transitions).toHaveLength(1);
    expect(quotes).toHaveLength(asked);
  });

  it("records the sellers' tracking codes of a purchased order, after refusing a malformed one on its field", async () => {
    const transitions: unknown[] = [];
    const page = await openStaffPage(`/admin/orders?id=${ORDER.id}`, ordersApi([], transitions, [], 'purchased'));
    const form = await page.findByRole('form', { name: "Sellers' tracking codes" });
    const codes = within(form).getByLabelText('Tracking codes');
    fireEvent.change(codes, { target: { value: 'yt123\nAB' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the tracking codes' }));
    expect(await within(form).findByText('Tracking codes are 3 to 50 letters, digits or dashes.')).toBeTruthy();
    expect(transitions).toEqual([]);
    fireEvent.change(codes, { target: { value: 'yt123\nsf-9, yt123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the tracking codes' }));
    await waitFor(() => expect(transitions).toEqual([{ to: 'seller_shipped', trackingCodes: ['YT123', 'SF-9'] }]));
  });
});
