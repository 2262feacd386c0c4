// @vitest-environment happy-dom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';

const WINTER_ID = 'winter000000001';

const WINTER = {
  id: WINTER_ID,
  collectionId: 'pbc_collections',
  collectionName: 'collections',
  title: 'Winter warmers',
  slug: 'winter-warmers',
  description: 'Jackets, scarves and gloves.',
  image: '',
  products: ['scarf0000000001', 'gloves000000001'],
  sort: 1,
  active: true,
};

const product = (id: string, title: string, priceSrc: number) => ({
  id,
  collectionId: 'pbc_products',
  collectionName: 'products',
  title,
  description: '',
  images: [],
  source: 'taobao',
  source_url: '',
  shop: 'North Shop',
  price_src: priceSrc,
  price_home: priceSrc * 35,
  variants: null,
  active: true,
});

/** The collection record (404 for any other id) and the search by collection, two pages. */
function collectionApi(searches: URLSearchParams[]): FetchStub {
  return (url) => {
    if (url.pathname.startsWith('/api/collections/collections/records/')) {
      return url.pathname.endsWith(`/${WINTER_ID}`)
        ? json(WINTER)
        : json({ status: 404, message: "The requested resource wasn't found.", data: {} }, 404);
    }
    if (url.pathname === '/api/shop/products/search') {
      searches.push(url.searchParams);
      if (url.searchParams.get('collection') !== WINTER_ID) return json({ status: 400, message: 'Bad', data: {} }, 400);
      const page = Number(url.searchParams.get('page') ?? '1');
      return json({
        page,
        perPage: 24,
        hasMore: page === 1,
        items:
          page === 1 ? [product('scarf0000000001', 'Wool scarf', 3900)] : [product('gloves000000001', 'Gloves', 2500)],
        rate: 3500,
        sourceCurrency: 'CNY',
        homeCurrency: 'VND',
      });
    }
    return undefined;
  };
}

describe('/account/collection', () => {
  it("shows the collection's title, description and products as cards, page by page", async () => {
    const searches: URLSearchParams[] = [];
    const page = await renderRoute({
      app: remoteApp,
      path: `/account/collection?id=${WINTER_ID}`,
      fetch: collectionApi(searches),
    });
    expect(await page.findByRole('heading', { level: 1, name: 'Winter warmers' })).toBeTruthy();
    expect(page.getByText('Jackets, scarves and gloves.')).toBeTruthy();
    const scarf = await page.findByRole('link', { name: 'Wool scarf' });
    expect(scarf.getAttribute('href')).toBe('/account/product/scarf0000000001');
    expect(page.getByRole('list', { name: 'Products in this collection' })).toBeTruthy();
    expect(page.getByText('CN¥39.00 (about ₫136,500)')).toBeTruthy();
    expect(searches[0]?.get('collection')).toBe(WINTER_ID);

    fireEvent.click(page.getByRole('button', { name: 'Next page' }));
    expect(await page.findByRole('link', { name: 'Gloves' })).toBeTruthy();
    expect(page.router.state.location.search).toBe(`?id=${WINTER_ID}&page=2`);
    expect(searches.at(-1)?.get('page')).toBe('2');
    fireEvent.click(page.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(page.router.state.location.search).toBe(`?id=${WINTER_ID}`));
  });

  it('says so for an unknown collection, and for a malformed id without asking the server', async () => {
    const searches: URLSearchParams[] = [];
    const unknown = await renderRoute({
      app: remoteApp,
      path: '/account/collection?id=nosuch000000001',
      fetch: collectionApi(searches),
    });
    expect(await unknown.findByText('We could not find this collection')).toBeTruthy();
    expect(unknown.getByRole('link', { name: 'All collections' }).getAttribute('href')).toBe(
      '/account/collection/list',
    );
    unknown.unmount();

    const malformed = await renderRoute({
      app: remoteApp,
      path: '/account/collection?id=../../etc',
      fetch: collectionApi(searches),
    });
    expect(await malformed.findByText('We could not find this collection')).toBeTruthy();
    expect(malformed.fetch).not.toHaveBeenCalled();
  });
});
