// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';

const ME = 'customer0000001';
const JACKET_ID = 'jacket000000001';

const JACKET = {
  id: JACKET_ID,
  collectionId: 'pbc_products',
  collectionName: 'products',
  title: 'Down jacket',
  description: 'Warm and light.',
  images: ['front_a1b2c3d4e5.jpg', 'jk_l_f6g7h8i9j0.jpg'],
  source: 'taobao',
  source_url: 'https://item.taobao.com/item.htm?id=123456',
  shop: 'North Shop',
  price_src: 25900,
  price_home: 906500,
  variants: [
    { sku: 'JK-M', name: 'M', price_src: 25900, price_home: 906500 },
    { sku: 'JK-L', name: 'L', price_src: 27900, price_home: 976500 },
  ],
  active: true,
};

interface Api {
  stub: FetchStub;
  posts: Record<string, unknown>[];
}

/** The product route (404 for any other id) and cart item creation (`refuse` may turn it down). */
function productApi(refuse?: Response): Api {
  const posts: Record<string, unknown>[] = [];
  const stub: FetchStub = (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (url.pathname.startsWith('/api/shop/products/')) {
      if (url.pathname !== `/api/shop/products/${JACKET_ID}`) {
        return json({ status: 404, message: 'No such product.', data: {} }, 404);
      }
      return json({ product: JACKET, rate: 3500, sourceCurrency: 'CNY', homeCurrency: 'VND' });
    }
    if (url.pathname === '/api/collections/cart_items/records' && method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posts.push(body);
      if (refuse) return refuse;
      return json({ id: `cartitem0000${posts.length}`, collectionName: 'cart_items', ...body });
    }
    return undefined;
  };
  return { stub, posts };
}

async function openProduct(path: string, signedIn: boolean, api = productApi()) {
  const page = await renderRoute({
    app: remoteApp,
    path,
    session: signedIn ? 'customer' : undefined,
    fetch: api.stub,
  });
  await page.findByRole('heading', { level: 1, name: 'Down jacket' });
  return { page, posts: api.posts };
}

describe('/account/product/:id', () => {
  it('asks for the product with its code, before it renders, and once', async () => {
    const api = productApi();
    const asked: boolean[] = [];
    const stub: FetchStub = (url, init) => {
      if (url.pathname === `/api/shop/products/${JACKET_ID}`)
        asked.push(screen.queryByRole('heading', { level: 1 }) !== null);
      return api.stub(url, init);
    };
    await openProduct(`/account/product/${JACKET_ID}`, false, { ...api, stub });
    expect(asked).toEqual([false]);
  });

  it('shows the product with its price in both currencies and the rate', async () => {
    const { page } = await openProduct(`/account/product/${JACKET_ID}`, false);
    expect(page.getByText('CN¥259.00')).toBeTruthy();
    expect(page.getByText(/906,500/)).toBeTruthy();
    expect(page.getByText("Today's rate: 1 CNY = 3,500 VND")).toBeTruthy();
    expect(page.getByText('Sold by North Shop')).toBeTruthy();
    const source = page.getByRole('link', { name: 'See it on the marketplace' });
    expect(source.getAttribute('href')).toBe(JACKET.source_url);
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')).toContain('noopener');
    expect(page.getByRole('img', { name: 'Down jacket' }).getAttribute('src')).toMatch(/front_a1b2c3d4e5\.jpg$/);
    expect(page.getByRole('button', { name: 'Open picture 2 of 2: Down jacket' })).toBeTruthy();
  });

  it('changes the price shown, and the picture named after it, when another variant is chosen', async () => {
    const { page } = await openProduct(`/account/product/${JACKET_ID}`, false);
    fireEvent.change(page.getByRole('combobox', { name: 'Variant' }), { target: { value: 'JK-L' } });
    expect(await page.findByText('CN¥279.00')).toBeTruthy();
    expect(page.getByText(/976,500/)).toBeTruthy();
    expect(page.queryByText('CN¥259.00')).toBeNull();
    expect(page.getByRole('img', { name: 'Down jacket' }).getAttribute('src')).toMatch(/jk_l_f6g7h8i9j0\.jpg$/);
  });

  it('preselects the variant, quantity and note kept in the address', async () => {
    const { page } = await openProduct(`/account/product/${JACKET_ID}?sku=JK-L&qty=3&note=Gift+box`, false);
    expect((page.getByRole('combobox', { name: 'Variant' }) as HTMLSelectElement).value).toBe('JK-L');
    expect((page.getByLabelText('Quantity') as HTMLInputElement).value).toBe('3');
    expect((page.getByLabelText(/Note for our buyer/) as HTMLTextAreaElement).value).toBe('Gift box');
    expect(page.getByText('CN¥279.00')).toBeTruthy();
  });

  it('shows the picture of the variant kept in the address from its first render', async () => {
    // The pictures a picture of the product showed before another.
    const replaced: string[] = [];
    const watch = new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as HTMLImageElement).alt === 'Down jacket' && record.oldValue)
          replaced.push(record.oldValue);
      }
    });
    watch.observe(document.body, { subtree: true, attributeFilter: ['src'], attributeOldValue: true });
    const { page } = await openProduct(`/account/product/${JACKET_ID}?sku=JK-L`, false);
    expect(page.getByRole('img', { name: 'Down jacket' }).getAttribute('src')).toMatch(/jk_l_f6g7h8i9j0\.jpg$/);
    await new Promise((resolve) => setTimeout(resolve, 0));
    watch.disconnect();
    // Never the first picture, then the variant's (a second render of the whole page). React sets
    // a picture's src twice as it mounts it, so the variant's own picture can be "replaced" by itself.
    expect(replaced.filter((src) => !/jk_l_f6g7h8i9j0\.jpg$/.test(src))).toEqual([]);
  });

  it('refuses a quantity of 0 with a message on the field and sends nothing', async () => {
    const { page, posts } = await openProduct(`/account/product/${JACKET_ID}`, true);
    fireEvent.change(page.getByLabelText('Quantity'), { target: { value: '0' } });
    fireEvent.click(page.getByRole('button', { name: 'Add to cart' }));
    expect(await page.findByText('Enter a whole number from 1 to 999')).toBeTruthy();
    expect(page.getByLabelText('Quantity').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(page.getByLabelText('Quantity'), { target: { value: '1000' } });
    fireEvent.click(page.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(page.getByText('Enter a whole number from 1 to 999')).toBeTruthy());
    expect(posts).toEqual([]);
  });

  it('sends a signed-out visitor to sign in with the choice and the wish to add in the return address', async () => {
    const { page, posts } = await openProduct(`/account/product/${JACKET_ID}`, false);
    expect(page.getByText('You will sign in first; your choice is kept.')).toBeTruthy();
    fireEvent.change(page.getByRole('combobox', { name: 'Variant' }), { target: { value: 'JK-L' } });
    fireEvent.change(page.getByLabelText('Quantity'), { target: { value: '2' } });
    fireEvent.change(page.getByLabelText(/Note for our buyer/), { target: { value: 'Red box' } });
    fireEvent.click(page.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/login'));
    const redirect = new URLSearchParams(page.router.state.location.search).get('redirect');
    expect(redirect).toBe(`/account/product/${JACKET_ID}?sku=JK-L&qty=2&note=Red+box&add=1`);
    expect(posts).toEqual([]);
  });

  it('adds the kept choice once when a customer comes back signed in with add=1, then says so', async () => {
    const { page, posts } = await openProduct(`/account/product/${JACKET_ID}?sku=JK-L&qty=2&note=Red+box&add=1`, true);
    expect(await page.findByText('Added to your cart')).toBeTruthy();
    expect(page.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/account/cart');
    expect(posts).toEqual([{ user: ME, product: JACKET_ID, sku: 'JK-L', qty: 2, note: 'Red box' }]);
    // The wish left the address, so a reload or Back adds nothing more.
    expect(page.router.state.location.search).toBe('?sku=JK-L&qty=2&note=Red+box');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts).toHaveLength(1);
  });

  it('adds the chosen item for a signed-in customer, once per click', async () => {
    const { page, posts } = await openProduct(`/account/product/${JACKET_ID}`, true);
    expect(page.queryByText('You will sign in first; your choice is kept.')).toBeNull();
    fireEvent.change(page.getByLabelText('Quantity'), { target: { value: '4' } });
    const button = page.getByRole('button', { name: 'Add to cart' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await page.findByText('Added to your cart')).toBeTruthy();
    expect(posts).toEqual([{ user: ME, product: JACKET_ID, sku: 'JK-M', qty: 4, note: '' }]);
  });

  it("puts the server's refusal of a field on that field", async () => {
    const refusal = json(
      {
        status: 400,
        message: 'Failed to create record.',
        data: { qty: { code: 'validation_max_number', message: 'At most 999 of one item.' } },
      },
      400,
    );
    const { page } = await openProduct(`/account/product/${JACKET_ID}`, true, productApi(refusal));
    fireEvent.click(page.getByRole('button', { name: 'Add to cart' }));
    expect(await page.findByText('At most 999 of one item.')).toBeTruthy();
    expect(page.queryByText('Added to your cart')).toBeNull();
  });

  it('says so when the product is not in the catalog', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/product/unknown00000001',
      fetch: productApi().stub,
    });
    expect(await page.findByText('We could not find this product')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Back to the search' })).toBeTruthy();
  });

  it('answers a malformed id with a 404 before any request', async () => {
    const page = await renderRoute({ app: remoteApp, path: '/account/product/not-an-id!', fetch: productApi().stub });
    expect(await page.findByRole('heading', { name: /Page not found/ })).toBeTruthy();
    expect(page.fetch).not.toHaveBeenCalled();
  });
});
