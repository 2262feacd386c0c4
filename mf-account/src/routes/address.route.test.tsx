// @vitest-environment happy-dom
import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';
import { pageOf } from '../testing/pages';

const ME = 'customer0000001';

const address = (id: string, name: string, isDefault: boolean, created: string) => ({
  id,
  collectionId: 'pbc_addresses',
  collectionName: 'addresses',
  user: ME,
  name,
  phone: '+84912345678',
  detail: `${id} Lê Lợi, Bến Nghé`,
  area: 'district00000001',
  is_default: isDefault,
  created,
  updated: created,
});

/** The customer's addresses as the server answers: in the order the request's `sort` asks for. */
function addressesApi(items: ReturnType<typeof address>[]): FetchStub {
  return (url) => {
    if (url.pathname !== '/api/collections/addresses/records') return undefined;
    const mine = url.searchParams.get('filter') === `user = "${ME}"` ? items : [];
    const sorted =
      url.searchParams.get('sort') === '-is_default,-created'
        ? [...mine].sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.created.localeCompare(a.created))
        : mine;
    return pageOf(sorted, url);
  };
}

describe('/account/address', () => {
  it('tells a customer without addresses that none are saved yet', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/address',
      session: 'customer',
      fetch: addressesApi([]),
    });
    expect(await page.findByText('No saved addresses yet')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Add your first address' })).toBeTruthy();
  });

  it('lists the default address first, with its Default mark', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/address',
      session: 'customer',
      fetch: addressesApi([
        address('a1', 'Office', false, '2025-03-01 10:00:00.000Z'),
        address('a2', 'Home', true, '2025-01-01 10:00:00.000Z'),
      ]),
    });
    const list = await page.findByRole('list', { name: 'Saved addresses' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Home', 'Office']);
    expect(within(cards[0] as HTMLElement).getByText('Default')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).queryByText('Default')).toBeNull();
  });

  it('pages through a long address book, the page in the URL', async () => {
    const many = Array.from({ length: 31 }, (_, i) =>
      address(
        `a${String(i).padStart(2, '0')}`,
        `Place ${i}`,
        i === 0,
        `2025-01-${String(31 - i).padStart(2, '0')} 10:00:00.000Z`,
      ),
    );
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/address',
      session: 'customer',
      fetch: addressesApi(many),
    });
    expect(await page.findByText('Page 1 of 2')).toBeTruthy();
    expect(page.getByRole('list', { name: 'Saved addresses' }).children).toHaveLength(30);
    fireEvent.click(page.getByRole('button', { name: 'Next' }));
    expect(await page.findByText('Page 2 of 2', undefined, { timeout: 10_000 })).toBeTruthy();
    const second = await page.findByRole('list', { name: 'Saved addresses' });
    expect(
      within(second)
        .getAllByRole('listitem')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Place 30']);
    expect(page.router.state.location.search).toBe('?page=2');
  }, 30_000);
});
