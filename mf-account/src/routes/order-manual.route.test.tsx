// @vitest-environment happy-dom
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';
import { ME, SETTINGS } from '../testing/fixtures';

/** Settings, the cart list the page goes to, and cart item creation (`refuse` may turn one down). */
function manualApi(created: Record<string, unknown>[], refuse?: (body: Record<string, unknown>) => Response | null) {
  const stub: FetchStub = (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (url.pathname === '/api/collections/settings/records') return json(listResult([SETTINGS]));
    if (url.pathname === '/api/collections/cart_items/records' && method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      created.push(body);
      const refusal = refuse?.(body);
      if (refusal) return refusal;
      return json({
        id: `cartitem000000${created.length}`,
        collectionName: 'cart_items',
        shop: '',
        product: '',
        ...body,
      });
    }
    if (url.pathname === '/api/collections/cart_items/records') return json(listResult([]));
    return undefined;
  };
  return stub;
}

async function renderManual(
  path = '/account/order-manual',
  refuse?: (body: Record<string, unknown>) => Response | null,
) {
  const created: Record<string, unknown>[] = [];
  const page = await renderRoute({ app: remoteApp, path, session: 'customer', fetch: manualApi(created, refuse) });
  return { page, created };
}

type Page = Awaited<ReturnType<typeof renderManual>>['page'];

function fillRow(page: Page, number: number, values: Record<string, string>) {
  const row = within(page.getByRole('group', { name: `Product ${number}` }));
  const labels: Record<string, string> = {
    link: 'Product page link',
    title: 'Product name',
    variant: 'Variant (optional)',
    qty: 'Quantity',
    price: 'Unit price (CNY)',
    image: 'Picture link (optional)',
    note: 'Note for our buyer (optional)',
  };
  for (const [key, value] of Object.entries(values)) {
    fireEvent.change(row.getByLabelText(labels[key] as string), { target: { value } });
  }
  return row;
}

describe('/account/order-manual', () => {
  it('shows each row its own errors and sends nothing while one is wrong', async () => {
    const { page, created } = await renderManual();
    await page.findByRole('group', { name: 'Product 1' });
    fillRow(page, 1, { link: 'ftp://shop.test/item', title: 'Scarf', qty: '0', price: '12.5' });
    fireEvent.click(page.getByRole('button', { name: 'Add another product' }));
    const second = fillRow(page, 2, { link: 'https://shop.test/lamp', title: 'Lamp', qty: '2', price: '12.345' });
    // A third decimal is refused as it is typed: the field keeps what it had and says why.
    expect(second.getByText('CNY has at most 2 decimal places.')).toBeTruthy();
    expect((second.getByLabelText('Unit price (CNY)') as HTMLInputElement).value).toBe('');

    fireEvent.click(page.getByRole('button', { name: 'Add to cart' }));
    const first = within(page.getByRole('group', { name: 'Product 1' }));
    expect(await first.findByText('Use a web link starting with http:// or https://')).toBeTruthy();
    expect(first.getByText('Enter a whole number from 1 to 999')).toBeTruthy();
    expect(second.getByText('Enter the unit price')).toBeTruthy();
    expect(second.queryByText('Use a web link starting with http:// or https://')).toBeNull();
    expect(created).toEqual([]);
  });

  it('prefills the first row with ?link=', async () => {
    const link = 'https://item.taobao.com/item.htm?id=42';
    const { page } = await renderManual(`/account/order-manual?link=${encodeURIComponent(link)}`);
    const row = within(await page.findByRole('group', { name: 'Product 1' }));
    expect((row.getByLabelText('Product page link') as HTMLInputElement).value).toBe(link);
  });

  it('adds one cart item per row, in order, then opens the cart', async () => {
    const { page, created } = await renderManual();
    await page.findByRole('group', { name: 'Product 1' });
    fillRow(page, 1, {
      link: 'https://item.taobao.com/item.htm?id=1',
      title: 'Wool scarf',
      variant: 'Red',
      qty: '2',
      price: '45.5',
      image: 'https://img.taobao.test/scarf.jpg',
      note: 'Gift wrap',
    });
    fireEvent.click(page.getByRole('button', { name: 'Add another product' }));
    fillRow(page, 2, { link: 'https://detail.1688.com/offer/9.html', title: 'Desk lamp', price: '120' });
    fireEvent.click(page.getByRole('button', { name: 'Add to cart' }));
    fireEvent.click(page.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/account/cart'));
    expect(created).toEqual([
      {
        link: 'https://item.taobao.com/item.htm?id=1',
        title: 'Wool scarf',
        variant: 'Red',
        qty: 2,
        unit_price_src: 4550,
        image_url: 'https://img.taobao.test/scarf.jpg',
        note: 'Gift wrap',
        user: ME,
      },
      {
        link: 'https://detail.1688.com/offer/9.html',
        title: 'Desk lamp',
        variant: '',
        qty: 1,
        unit_price_src: 12000,
        image_url: '',
        note: '',
        user: ME,
      },
    ]);
  });

  it('keeps a refused row with the reason on its field, and takes the rows already added off the form', async () => {
    const { page, created } = await renderManual('/account/order-manual', (body) =>
      body.title === 'Desk lamp'
        ? json(
            {
              status: 400,
              message: 'Failed to create record.',
              data: { link: { code: 'validation_invalid_format', message: 'This shop cannot be ordered from.' } },
            },
            400,
          )
        : null,
    );
    await page.findByRole('group', { name: 'Product 1' });
    fillRow(page, 1, { link: 'https://item.taobao.com/item.htm?id=1', title: 'Wool scarf', price: '45.5' });
    fireEvent.click(page.getByRole('button', { name: 'Add another product' }));
    fillRow(page, 2, { link: 'https://blocked.test/lamp', title: 'Desk lamp', price: '120' });
    fireEvent.click(page.getByRole('button', { name: 'Add another product' }));
    fillRow(page, 3, { link: 'https://item.taobao.com/item.htm?id=3', title: 'Gloves', price: '30' });
    fireEvent.click(page.getByRole('button', { name: 'Add to cart' }));

    expect(await page.findByText('Product 1 was not added: see the marked fields.')).toBeTruthy();
    expect(page.getByText('1 product was added to your cart and left this form.')).toBeTruthy();
    const lamp = within(page.getByRole('group', { name: 'Product 1' }));
    expect(lamp.getByText('This shop cannot be ordered from.')).toBeTruthy();
    expect((lamp.getByLabelText('Product name') as HTMLInputElement).value).toBe('Desk lamp');
    const gloves = within(page.getByRole('group', { name: 'Product 2' }));
    expect((gloves.getByLabelText('Product name') as HTMLInputElement).value).toBe('Gloves');
    expect(page.queryByRole('group', { name: 'Product 3' })).toBeNull();
    expect(created.map((body) => body.title)).toEqual(['Wool scarf', 'Desk lamp']);
    expect(page.router.state.location.pathname).toBe('/account/order-manual');
  });

  it('keeps at least one row', async () => {
    const { page } = await renderManual();
    await page.findByRole('group', { name: 'Product 1' });
    expect(page.queryByRole('button', { name: 'Remove product 1' })).toBeNull();
    fireEvent.click(page.getByRole('button', { name: 'Add another product' }));
    fireEvent.click(page.getByRole('button', { name: 'Remove product 2' }));
    expect(page.queryByRole('group', { name: 'Product 2' })).toBeNull();
  });
});
