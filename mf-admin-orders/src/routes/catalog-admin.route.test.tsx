// @vitest-environment happy-dom
import { formatMoney } from '@fwd/shared-contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Page tests answer the API as PocketBase would; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, type FetchStub } from '../../../shell/src/testing/render-route';
import { openStaffPage } from '../testing/fixtures';

const PRODUCT = {
  id: 'product00000001',
  collectionId: 'pbc_products',
  collectionName: 'products',
  created: '2026-11-20 08:00:00.000Z',
  updated: '2026-11-20 08:00:00.000Z',
  title: 'Wool scarf',
  description: '',
  source: 'taobao',
  source_url: 'https://item.taobao.com/item.htm?id=1',
  shop: 'Star Shop',
  price_src: 8_900,
  active: true,
  images: [],
  variants: [{ sku: 'RED', name: 'Red', price_src: 8_900 }],
};
const COLLECTION = {
  id: 'collection00001',
  collectionId: 'pbc_collections',
  collectionName: 'collections',
  created: '2026-11-20 08:00:00.000Z',
  updated: '2026-11-20 08:00:00.000Z',
  title: 'Winter',
  slug: 'winter',
  description: '',
  sort: 1,
  active: true,
  products: [PRODUCT.id],
};

interface Seen {
  products: URL[];
  writes: { method: string; path: string; body: unknown }[];
}

function catalogApi(seen: Seen): FetchStub {
  return (url, init) => {
    const path = url.pathname;
    if (path === '/api/collections/settings/records') return json(listResult([]));
    if (init.method === 'PATCH' || init.method === 'POST') {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      seen.writes.push({ method: init.method, path, body });
      return json({ ...PRODUCT, active: false });
    }
    if (path === '/api/collections/products/records') {
      seen.products.push(url);
      return json(listResult([PRODUCT]));
    }
    if (path === '/api/collections/collections/records') return json(listResult([COLLECTION]));
    return undefined;
  };
}

const lastFilter = (seen: Seen) => seen.products.at(-1)?.searchParams.get('filter');

describe('/admin/product', () => {
  it('lists products newest first with their price in the source currency, found by words and shown state', async () => {
    const seen: Seen = { products: [], writes: [] };
    const page = await openStaffPage('/admin/product', catalogApi(seen));
    // The first page of the file loads the data kit's chunk cold.
    const table = await page.findByRole('table', { name: 'Products, newest first' }, { timeout: 20_000 });
    expect(await within(table).findByText('Wool scarf', {}, { timeout: 20_000 })).toBeTruthy();
    expect(table.textContent).toContain(formatMoney(8_900, 'CNY', 'en-US'));
    expect(seen.products[0]?.searchParams.get('sort')).toBe('-created');

    fireEvent.change(page.getByLabelText('Find products (title or shop)'), { target: { value: ' scarf ' } });
    fireEvent.click(page.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(lastFilter(seen)).toBe('title ~ "scarf" || shop ~ "scarf"'));
    expect(page.router.state.location.search).toBe('?q=scarf');

    fireEvent.change(page.getByLabelText('Shown in the shop'), { target: { value: 'hidden' } });
    await waitFor(() => expect(lastFilter(seen)).toBe('(title ~ "scarf" || shop ~ "scarf") && (active = false)'));
  }, 30_000);

  it('hides a product from the shop only once the dialog is confirmed', async () => {
    const seen: Seen = { products: [], writes: [] };
    const page = await openStaffPage('/admin/product', catalogApi(seen));
    fireEvent.click(await page.findByRole('button', { name: 'Hide Wool scarf from the shop' }));
    const confirm = await page.findByRole('dialog', { name: 'Hide Wool scarf?' });
    expect(seen.writes).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(seen.writes).toEqual([
        { method: 'PATCH', path: `/api/collections/products/records/${PRODUCT.id}`, body: { active: false } },
      ]),
    );
  });

  it('asks for a title, a shop and a price before saving a new product', async () => {
    const seen: Seen = { products: [], writes: [] };
    const page = await openStaffPage('/admin/product?id=new', catalogApi(seen));
    // The editor's module loads when it opens: its drawer has the same name meanwhile.
    fireEvent.click(await page.findByRole('button', { name: 'Save the product' }, { timeout: 20_000 }));
    const drawer = page.getByRole('dialog', { name: 'New product' });
    expect(await within(drawer).findByText('Give the product a title.')).toBeTruthy();
    expect(within(drawer).getByText('Name the shop.')).toBeTruthy();
    expect(within(drawer).getByText('Enter a price above 0.')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add a variant' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save the product' }));
    expect(await within(drawer).findByText('Each variant needs a SKU and a name.')).toBeTruthy();
    expect(seen.writes).toEqual([]);
  }, 30_000);

  it("puts the server's refusal of a field on that field and keeps what was typed", async () => {
    const seen: Seen = { products: [], writes: [] };
    const catalog = catalogApi(seen);
    const page = await openStaffPage(`/admin/product?id=${PRODUCT.id}`, (url, init) => {
      if (url.pathname === `/api/collections/products/records/${PRODUCT.id}`) {
        if (init.method !== 'PATCH') return json(PRODUCT);
        seen.writes.push({ method: init.method, path: url.pathname, body: init.body });
        return json(
          {
            status: 400,
            message: 'Failed to update record.',
            data: { source_url: { code: 'validation_invalid_url', message: 'Must be a valid url.' } },
          },
          400,
        );
      }
      return catalog(url, init);
    });
    const drawer = await page.findByRole('dialog', { name: 'Edit Wool scarf' }, { timeout: 20_000 });
    const shop = await within(drawer).findByLabelText('Shop');
    fireEvent.change(shop, { target: { value: 'Moon Shop' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save the product' }));
    const link = within(drawer).getByLabelText('Link on the marketplace');
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Must be a valid url.',
    );
    expect(seen.writes).toHaveLength(1);
    const sent = seen.writes[0]!.body as FormData;
    expect(sent.get('shop')).toBe('Moon Shop');
    expect(sent.get('price_src')).toBe('8900');
    expect(JSON.parse(String(sent.get('variants')))).toEqual([{ sku: 'RED', name: 'Red', price_src: 8_900 }]);
    expect((shop as HTMLInputElement).value).toBe('Moon Shop');
  }, 30_000);

  it('shows the collections on their tab without asking for products', async () => {
    const seen: Seen = { products: [], writes: [] };
    const page = await openStaffPage('/admin/product?tab=collections', catalogApi(seen));
    const table = await page.findByRole('table', { name: 'Collections, in the order the shop shows them' });
    expect(await within(table).findByText('Winter')).toBeTruthy();
    expect(seen.products).toEqual([]);
    expect(page.queryByRole('button', { name: 'Add a product' })).toBeNull();
  });

  it('asks for an address name of lower-case words before saving a new collection', async () => {
    const seen: Seen = { products: [], writes: [] };
    const page = await openStaffPage('/admin/product?tab=collections', catalogApi(seen));
    fireEvent.click(await page.findByRole('button', { name: 'Add a collection' }));
    const dialog = await page.findByRole('dialog', { name: 'New collection' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: ' Winter coats ' } });
    fireEvent.change(within(dialog).getByLabelText(/Address name/), { target: { value: 'Winter Coats' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the collection' }));
    expect(
      await within(dialog).findByText('The address name takes lower-case letters, digits and dashes.'),
    ).toBeTruthy();
    expect(seen.writes).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Address name/), { target: { value: 'winter-coats' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the collection' }));
    await waitFor(() => expect(seen.writes).toHaveLength(1));
    expect(seen.writes[0]).toMatchObject({
      method: 'POST',
      path: '/api/collections/collections/records',
      body: { title: 'Winter coats', slug: 'winter-coats', sort: 0, active: true, products: [] },
    });
  });
});
