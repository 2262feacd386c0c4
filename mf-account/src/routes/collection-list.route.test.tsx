// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';

const collection = (id: string, title: string, sort: number, products: string[], extra = {}) => ({
  id,
  collectionId: 'pbc_collections',
  collectionName: 'collections',
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  description: '',
  image: '',
  products,
  sort,
  active: true,
  ...extra,
});

const WINTER = collection('winter000000001', 'Winter warmers', 1, ['p1', 'p2', 'p3'], {
  description: 'Jackets, scarves and gloves.',
  image: 'winter_a1b2c3d4e5.jpg',
});
const TEA = collection('teatime00000001', 'Tea time', 2, ['p4']);
const HIDDEN = collection('hidden000000001', 'Old stock', 0, [], { active: false });

/** The collections as the server answers: active only when the filter asks, in the requested order. */
function collectionsApi(items: ReturnType<typeof collection>[]): FetchStub {
  return (url) => {
    if (url.pathname !== '/api/collections/collections/records') return undefined;
    const active = url.searchParams.get('filter') === 'active = true' ? items.filter((c) => c.active) : items;
    const sorted =
      url.searchParams.get('sort') === 'sort,title'
        ? [...active].sort((a, b) => a.sort - b.sort || a.title.localeCompare(b.title))
        : active;
    return json(listResult(sorted));
  };
}

describe('/account/collection/list', () => {
  it('lists the active collections in the curators order as cards opening each one', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/collection/list',
      fetch: collectionsApi([TEA, HIDDEN, WINTER]),
    });
    const list = await page.findByRole('list', { name: 'Collections' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(['Winter warmers', 'Tea time']);
    const winter = within(cards[0] as HTMLElement);
    expect(winter.getByRole('link', { name: 'Winter warmers' }).getAttribute('href')).toBe(
      '/account/collection?id=winter000000001',
    );
    expect(winter.getByText('Jackets, scarves and gloves.')).toBeTruthy();
    expect(winter.getByText('3 products')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('1 product')).toBeTruthy();
    expect(cards[0]?.querySelector('img')?.getAttribute('src')).toMatch(/winter_a1b2c3d4e5\.jpg$/);
  });

  it('says when there are no collections yet and points to the search', async () => {
    const page = await renderRoute({ app: remoteApp, path: '/account/collection/list', fetch: collectionsApi([]) });
    expect(await page.findByText('No collections yet')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Search the catalog' }).getAttribute('href')).toBe('/account/search');
  });

  it('shows the collections in Vietnamese', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/collection/list',
      language: 'vi',
      fetch: collectionsApi([WINTER]),
    });
    const list = await page.findByRole('list', { name: 'Các bộ sưu tập' });
    expect(within(list).getByText('3 sản phẩm')).toBeTruthy();
  });
});
