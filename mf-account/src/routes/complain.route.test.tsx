// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';

const complaint = {
  id: 'complaint000001',
  collectionName: 'complaints',
  user: 'customer0000001',
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
};

describe('/account/complain', () => {
  it('names the shipment a complaint is about, asking for it with the list', async () => {
    const lists: URL[] = [];
    const api: FetchStub = (url) => {
      if (url.pathname !== '/api/collections/complaints/records') return undefined;
      lists.push(url);
      return json(listResult([complaint]));
    };
    const page = await renderRoute({ app: remoteApp, path: '/account/complain', session: 'customer', fetch: api });
    expect(await page.findByRole('link', { name: 'Complaint: Damaged, shipment F2611-000003' })).toBeTruthy();
    expect(lists[0]?.searchParams.get('expand')?.split(',')).toContain('fulfillment');
  });
});
