// @vitest-environment happy-dom
import { formatMoney } from '@fwd/shared-contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Page tests answer the API as PocketBase would; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, type FetchStub } from '../../../shell/src/testing/render-route';
import { openStaffPage } from '../testing/fixtures';

const LAN = { id: 'customer0000001', code: 'C10042', name: 'Lan Nguyen', email: 'lan@example.com' };
const CART = {
  user: LAN,
  lines: 2,
  qty: 3,
  valueSrc: 12_000,
  value: 420_000,
  oldest: '2026-11-01 08:00:00.000Z',
  newest: '2026-11-02 08:00:00.000Z',
};
const LINE = {
  id: 'cartitem0000001',
  collectionName: 'cart_items',
  user: LAN.id,
  product: '',
  link: 'https://item.taobao.com/item.htm?id=1',
  title: 'Wool scarf',
  variant: 'Blue',
  qty: 1,
  unit_price_src: 4_000,
  shop: 'Star Shop',
  created: '2026-11-01 08:00:00.000Z',
};

function cartsApi(searches: (string | null)[]): FetchStub {
  return (url) => {
    const path = url.pathname;
    if (path === '/api/collections/settings/records')
      return json(
        listResult([{ id: 'settings0000001', key: 'default', home_currency: 'USD', source_currency: 'EUR' }]),
      );
    if (path === '/api/admin/carts') {
      const q = url.searchParams.get('q');
      searches.push(q);
      const items = !q || LAN.name.includes(q) ? [CART] : [];
      return json({
        page: 1,
        perPage: 30,
        totalItems: items.length,
        sourceCurrency: 'CNY',
        homeCurrency: 'VND',
        items,
      });
    }
    if (path === '/api/collections/cart_items/records') return json(listResult([LINE]));
    return undefined;
  };
}

describe('/admin/customer-cart', () => {
  it('lists the carts valued in the currencies the answer names, and finds a customer through the URL', async () => {
    const searches: (string | null)[] = [];
    const page = await openStaffPage('/admin/customer-cart', cartsApi(searches));
    const table = await page.findByRole('table', { name: "Customers' carts, the oldest first" }, { timeout: 20_000 });
    expect(
      await within(table).findByText(
        `${formatMoney(420_000, 'VND', 'en-US')} (${formatMoney(12_000, 'CNY', 'en-US')})`,
      ),
    ).toBeTruthy();
    fireEvent.change(page.getByRole('textbox', { name: 'Find a customer (code, name or email)' }), {
      target: { value: '  Minh ' },
    });
    fireEvent.click(page.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(page.router.state.location.search).toBe('?q=Minh'));
    expect(await page.findByText('No customer has anything in their cart.')).toBeTruthy();
    expect(searches.at(-1)).toBe('Minh');
  }, 30_000);

  it("opens a customer's cart with each line priced in the shop's source currency", async () => {
    const page = await openStaffPage(`/admin/customer-cart?id=${LAN.id}`, cartsApi([]));
    const drawer = await page.findByRole('dialog', { name: 'Cart of C10042 Lan Nguyen' });
    expect(
      await within(drawer).findByText(new RegExp(formatMoney(4_000, 'EUR', 'en-US').replace(/[.$]/g, '\\$&'))),
    ).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Wool scarf' }).getAttribute('href')).toBe(LINE.link);
  });
});
