// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';

const product = (n: number, title: string, shop: string, priceSrc: number) => ({
  id: `product00000000${n}`.slice(-15),
  collectionId: 'pbc_products',
  collectionName: 'products',
  title,
  description: '',
  images: n === 1 ? ['lamp_a1b2c3d4e5.jpg'] : [],
  source: 'taobao',
  source_url: `https://item.taobao.com/item.htm?id=${100000 + n}`,
  shop,
  price_src: priceSrc,
  price_home: priceSrc * 35,
  variants: null,
  active: true,
});

const LAMP = product(1, 'Paper lamp', 'Kiln Studio', 4550);
const KETTLE = product(2, 'Iron kettle', 'Tea House', 12000);
const CUP = product(3, 'Tea cup', 'Tea House', 1500);

interface SearchApi {
  stub: FetchStub;
  /** The query of every search request, in order. */
  searches: URLSearchParams[];
  links: string[];
}

/**
 * The catalog routes: a search answers `pages` (page 1 is `pages[0]`, more after it), the shops,
 * and a link lookup that knows only `known` (answers '' for others, 400 for `refused`).
 */
function catalogApi(pages: (typeof LAMP)[][], options: { known?: string; error?: boolean } = {}): SearchApi {
  const searches: URLSearchParams[] = [];
  const links: string[] = [];
  const stub: FetchStub = (url) => {
    if (url.pathname === '/api/shop/products/search') {
      searches.push(url.searchParams);
      if (options.error) return json({ status: 500, message: 'Something went wrong.', data: {} }, 500);
      const page = Number(url.searchParams.get('page') ?? '1');
      return json({
        page,
        perPage: 24,
        hasMore: page < pages.length,
        items: pages[page - 1] ?? [],
        rate: 3500,
        sourceCurrency: 'CNY',
        homeCurrency: 'VND',
      });
    }
    if (url.pathname === '/api/shop/products/shops') return json({ shops: ['Kiln Studio', 'Tea House'] });
    if (url.pathname === '/api/shop/products/by-link') {
      const link = url.searchParams.get('url') ?? '';
      links.push(link);
      return json({ url: link, source: 'taobao', product: link === options.known ? LAMP.id : '' });
    }
    return undefined;
  };
  return { stub, searches, links };
}

async function openSearch(path: string, api: SearchApi) {
  return renderRoute({ app: remoteApp, path, fetch: api.stub });
}

describe('/account/search', () => {
  it('shows the results as cards linking to their product, with both prices', async () => {
    const api = catalogApi([[LAMP, KETTLE]]);
    const page = await openSearch('/account/search', api);
    const results = await page.findByRole('list', { name: 'Search results' });
    const cards = within(results).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const lamp = within(cards[0] as HTMLElement);
    expect(lamp.getByRole('link', { name: 'Paper lamp' }).getAttribute('href')).toBe(`/account/product/${LAMP.id}`);
    expect(lamp.getByText('from Kiln Studio')).toBeTruthy();
    expect(lamp.getByText('CN¥45.50 (about ₫159,250)')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('No picture')).toBeTruthy();
    // No next page: no pager either.
    expect(page.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
  });

  it('asks for the results with its code, before it renders, and once', async () => {
    const api = catalogApi([[LAMP]]);
    let pageShownWhenAsked: boolean | undefined;
    const stub: FetchStub = (url, init) => {
      if (url.pathname === '/api/shop/products/search') {
        pageShownWhenAsked ??= screen.queryByLabelText('Search products or paste a marketplace link') !== null;
      }
      return api.stub(url, init);
    };
    const page = await renderRoute({ app: remoteApp, path: '/account/search?q=lamp', fetch: stub });
    await page.findByRole('link', { name: 'Paper lamp' });
    // The page renders once, with its results: never a placeholder first and the answer later.
    expect(pageShownWhenAsked).toBe(false);
    expect(api.searches).toHaveLength(1);
  });

  it('loads the pictures of the first cards at once and the others as they come near', async () => {
    const withPicture = (n: number) => ({
      ...product(n, `Lamp ${n}`, 'Kiln Studio', 1000 + n),
      images: [`l${n}_a1b2c3d4e5.jpg`],
    });
    const api = catalogApi([[1, 2, 3, 4, 5, 6].map(withPicture)]);
    const page = await openSearch('/account/search', api);
    const results = await page.findByRole('list', { name: 'Search results' });
    const pictures = [...results.querySelectorAll('img')];
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual([null, null, null, null, 'lazy', 'lazy']);
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
      'high',
      null,
      null,
    ]);
  });

  it('opening with a full page, commits the first cards at once and the rest after them', async () => {
    const api = catalogApi([
      Array.from({ length: 12 }, (_, n) => product(n + 1, `Lamp ${n + 1}`, 'Kiln Studio', 1000)),
    ]);
    // Cards added to the list once it is on the page: the ones of a later commit.
    const later: Node[] = [];
    const watch = new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).getAttribute?.('aria-label') === 'Search results')
          later.push(...record.addedNodes);
      }
    });
    watch.observe(document.body, { childList: true, subtree: true });
    const page = await openSearch('/account/search', api);
    const results = await page.findByRole('list', { name: 'Search results' });
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(12));
    await new Promise((resolve) => setTimeout(resolve, 0));
    watch.disconnect();
    expect(later.map((card) => (card as Element).querySelector('a')?.textContent)).toEqual(
      [9, 10, 11, 12].map((n) => `Lamp ${n}`),
    );
  });

  it('pages with Next and Previous while the server says there is more, keeping the page in the URL', async () => {
    const api = catalogApi([[LAMP, KETTLE], [CUP]]);
    const page = await openSearch('/account/search?q=tea', api);
    await page.findByRole('link', { name: 'Paper lamp' });
    const pager = page.getByRole('navigation', { name: 'Result pages' });
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));

    expect(await page.findByRole('link', { name: 'Tea cup' })).toBeTruthy();
    expect(page.router.state.location.search).toBe('?q=tea&page=2');
    expect(page.getByText('Page 2')).toBeTruthy();
    expect(page.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    expect(api.searches.at(-1)?.get('page')).toBe('2');
    expect(api.searches.at(-1)?.get('q')).toBe('tea');

    fireEvent.click(page.getByRole('button', { name: 'Previous page' }));
    expect(await page.findByRole('link', { name: 'Paper lamp' })).toBeTruthy();
    expect(page.router.state.location.search).toBe('?q=tea');
  });

  it('puts the words, shop, prices and sort in the URL and sends prices in fen', async () => {
    const api = catalogApi([[LAMP]]);
    const page = await openSearch('/account/search', api);
    await page.findByRole('link', { name: 'Paper lamp' });
    fireEvent.change(page.getByLabelText('Search products or paste a marketplace link'), {
      target: { value: 'lamp' },
    });
    fireEvent.change(page.getByLabelText('Lowest price (CNY)'), { target: { value: '10' } });
    fireEvent.change(page.getByLabelText('Highest price (CNY)'), { target: { value: '99.5' } });
    fireEvent.click(page.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(page.router.state.location.search).toBe('?q=lamp&min=10&max=99.5'));

    await waitFor(() => expect(page.getByRole('option', { name: 'Tea House' })).toBeTruthy());
    fireEvent.change(page.getByRole('combobox', { name: 'Shop' }), { target: { value: 'Tea House' } });
    await waitFor(() => expect(page.router.state.location.search).toBe('?q=lamp&shop=Tea+House&min=10&max=99.5'));
    fireEvent.change(page.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price_asc' } });
    await waitFor(() =>
      expect(page.router.state.location.search).toBe('?q=lamp&shop=Tea+House&min=10&max=99.5&sort=price_asc'),
    );
    await waitFor(() => expect(api.searches.at(-1)?.get('sort')).toBe('price_asc'));
    const last = api.searches.at(-1);
    expect([last?.get('q'), last?.get('shop'), last?.get('minPrice'), last?.get('maxPrice')]).toEqual([
      'lamp',
      'Tea House',
      '1000',
      '9950',
    ]);

    fireEvent.click(await page.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(page.router.state.location.search).toBe('?q=lamp'));
  });

  it('refuses a malformed price with a message and keeps the URL', async () => {
    const api = catalogApi([[LAMP]]);
    const page = await openSearch('/account/search', api);
    await page.findByRole('link', { name: 'Paper lamp' });
    fireEvent.change(page.getByLabelText('Lowest price (CNY)'), { target: { value: '1.234' } });
    fireEvent.click(page.getByRole('button', { name: 'Search' }));
    expect(await page.findByText('Enter an amount in yuan with at most 2 decimals')).toBeTruthy();
    expect(page.router.state.location.search).toBe('');
  });

  it('opens the catalog product of a pasted link', async () => {
    const link = 'https://item.taobao.com/item.htm?id=100001&spm=a1z10';
    const api = catalogApi([[LAMP]], { known: link });
    const page = await openSearch('/account/search', api);
    await page.findByRole('link', { name: 'Paper lamp' });
    fireEvent.change(page.getByLabelText('Search products or paste a marketplace link'), {
      target: { value: ` ${link} ` },
    });
    fireEvent.click(page.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe(`/account/product/${LAMP.id}`));
    expect(api.links).toEqual([link]);
    // The link was looked up, never searched as words.
    expect(api.searches.every((query) => !query.has('q'))).toBe(true);
  });

  it('opens a manual order prefilled with a pasted link the catalog does not have (after signing in)', async () => {
    const link = 'https://detail.1688.com/offer/987654.html';
    const api = catalogApi([[LAMP]]);
    const page = await openSearch('/account/search', api);
    await page.findByRole('link', { name: 'Paper lamp' });
    fireEvent.change(page.getByLabelText('Search products or paste a marketplace link'), { target: { value: link } });
    fireEvent.click(page.getByRole('button', { name: 'Search' }));
    // The manual order is a customer's page: a visitor signs in first and lands on it with the link.
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/login'));
    const back = new URLSearchParams(page.router.state.location.search).get('redirect') ?? '';
    expect(back).toBe(`/account/order-manual?link=${encodeURIComponent(link)}`);
  });

  it('searches a link-like text that is not http(s) as words', async () => {
    const api = catalogApi([[LAMP]]);
    const page = await openSearch('/account/search', api);
    await page.findByRole('link', { name: 'Paper lamp' });
    fireEvent.change(page.getByLabelText('Search products or paste a marketplace link'), {
      target: { value: 'www.taobao.com/lamp' },
    });
    fireEvent.click(page.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.searches.at(-1)?.get('q')).toBe('www.taobao.com/lamp'));
    expect(api.links).toEqual([]);
  });

  it('says when nothing matches, with a hint and the way to order by link', async () => {
    const page = await openSearch('/account/search?q=unicorn', catalogApi([[]]));
    expect(await page.findByText('No products match your search')).toBeTruthy();
    expect(page.getByText(/Try fewer words/)).toBeTruthy();
    expect(page.getByRole('link', { name: 'Order by link instead' }).getAttribute('href')).toBe(
      '/account/order-manual',
    );
  });

  it('shows a failed search with a retry', async () => {
    const api = catalogApi([[LAMP]], { error: true });
    const page = await openSearch('/account/search?q=lamp', api);
    const retry = await page.findByRole('button', { name: /try again/i }, { timeout: 5000 });
    const before = api.searches.length;
    fireEvent.click(retry);
    await waitFor(() => expect(api.searches.length).toBeGreaterThan(before));
  });
});
