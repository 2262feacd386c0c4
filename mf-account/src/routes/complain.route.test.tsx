// @vitest-environment happy-dom
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';

const ME = 'customer0000001';

function complaint(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    collectionName: 'complaints',
    user: ME,
    order: '',
    parcel: '',
    fulfillment: 'shipment0000001',
    type: 'damaged',
    description: 'The box came crushed.',
    photos: [],
    status: 'open',
    created: '2026-11-20 10:00:00.000Z',
    updated: '2026-11-20 10:00:00.000Z',
    expand: { fulfillment: { id: 'shipment0000001', code: 'F2611-000003' } },
    ...extra,
  };
}

/** The complaints list as PocketBase answers it: `pages` by page number (the first by default). */
function complaintsApi(pages: Record<number, ReturnType<typeof complaint>[]>, totalItems?: number) {
  const lists: URL[] = [];
  const api: FetchStub = (url) => {
    if (url.pathname !== '/api/collections/complaints/records') return undefined;
    lists.push(url);
    const number = Number(url.searchParams.get('page') ?? '1');
    const items = pages[number] ?? [];
    const total = totalItems ?? items.length;
    return json({ ...listResult(items, number), totalItems: total, totalPages: Math.max(1, Math.ceil(total / 30)) });
  };
  return { api, lists };
}

const open = (path = '/account/complain', api: FetchStub) =>
  renderRoute({ app: remoteApp, path, session: 'customer', fetch: api });

describe('/account/complain', () => {
  it('names the shipment a complaint is about, asking for my complaints newest first with what they are about', async () => {
    const { api, lists } = complaintsApi({ 1: [complaint('complaint000001')] });
    const page = await open(undefined, api);
    expect(await page.findByRole('link', { name: 'Complaint: Damaged, shipment F2611-000003' })).toBeTruthy();
    expect(page.getByText('Open')).toBeTruthy();
    const asked = lists[0]!.searchParams;
    expect(asked.get('expand')?.split(',')).toContain('fulfillment');
    expect(asked.get('sort')).toBe('-created');
    expect(asked.get('filter')).toContain(ME);
  });

  it('says there are none yet, with the way to open one', async () => {
    const { api } = complaintsApi({});
    const page = await open(undefined, api);
    expect(await page.findByText('You have no complaints')).toBeTruthy();
    const links = page.getAllByRole('link', { name: 'New complaint' });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/account/complain/create');
  });

  it('turns the page in the URL', async () => {
    const first = Array.from({ length: 30 }, (_, index) => complaint(`complaint0000${String(index).padStart(2, '0')}`));
    const { api, lists } = complaintsApi({ 1: first, 2: [complaint('complaint000099', { type: 'late' })] }, 31);
    const page = await open(undefined, api);
    const pager = await page.findByRole('navigation', { name: 'Pages' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await page.findByRole('link', { name: 'Complaint: Late, shipment F2611-000003' })).toBeTruthy();
    expect(page.router.state.location.search).toContain('page=2');
    expect(lists.at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('opens a complaint’s thread from its row', async () => {
    const { api } = complaintsApi({ 1: [complaint('complaint000001')] });
    const page = await open(undefined, api);
    const link = await page.findByRole('link', { name: 'Complaint: Damaged, shipment F2611-000003' });
    expect(link.getAttribute('href')).toBe('/account/complain/complaint000001');
    fireEvent.click(page.getByText('Open'));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/account/complain/complaint000001'));
  });

  it('shows an error with a retry when the list cannot be read', async () => {
    let fail = true;
    const { api: ok } = complaintsApi({ 1: [complaint('complaint000001')] });
    const api: FetchStub = (url, init) => {
      if (url.pathname === '/api/collections/complaints/records' && fail) {
        fail = false;
        // A refused request is not retried, so the error shows at once.
        return json({ status: 400, message: 'Something went wrong.', data: {} }, 400);
      }
      return ok(url, init);
    };
    const page = await open(undefined, api);
    fireEvent.click(await page.findByRole('button', { name: 'Try again' }));
    expect(await page.findByRole('link', { name: 'Complaint: Damaged, shipment F2611-000003' })).toBeTruthy();
  });
});
