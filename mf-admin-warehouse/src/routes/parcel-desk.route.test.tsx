// @vitest-environment happy-dom
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';

const FIRST = { id: 'customer0000001', code: 'C10042', name: 'Lan Nguyen' };
const SECOND = { id: 'customer0000002', code: 'C10077', name: 'Minh Tran' };

const HELD = {
  id: 'parcel000000001',
  collectionId: 'pbc_parcels',
  collectionName: 'parcels',
  created: '2026-11-24 08:00:00.000Z',
  updated: '2026-11-24 08:05:00.000Z',
  tracking_code: 'SF100200300',
  user: FIRST.id,
  order: '',
  status: 'received',
  description: 'Shoes',
  declared_value: 0,
  weight_kg: 1.2,
  length_cm: 30,
  width_cm: 20,
  height_cm: 10,
  volumetric_kg: 1,
  chargeable_kg: 1.2,
  photos: [],
  shelf: 'A-07',
  received_at: '2026-11-24 08:00:00.000Z',
  warehouse: '',
  marked_code: '',
  owner_basis: 'declaration',
  in_review: true,
  received_by: 'staff0000000001',
};

const claim = (id: string, user: string, source: string) => ({
  id,
  collectionId: 'pbc_claims',
  collectionName: 'parcel_claims',
  created: '2026-11-24 08:01:00.000Z',
  updated: '2026-11-24 08:01:00.000Z',
  parcel: HELD.id,
  user,
  source,
  description: '',
  declared_value: 0,
  status: 'pending',
  decided_by: '',
});

describe('/admin/wh/parcel', () => {
  it('shows a held parcel’s claims side by side and gives it to the chosen customer after a confirm', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const page = await renderRoute({
      app: remoteApp,
      path: `/admin/wh/parcel?status=review&id=${HELD.id}`,
      session: 'staff',
      roles: ['warehouse'],
      fetch: (url, init) => {
        if (init.method === 'POST') {
          sent.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
          return json({ ...HELD, user: SECOND.id, in_review: false, owner_basis: 'staff' });
        }
        if (url.pathname === '/api/collections/parcels/records') {
          expect(url.searchParams.get('filter')).toContain('in_review = true');
          return json(listResult([HELD]));
        }
        if (url.pathname === `/api/collections/parcels/records/${HELD.id}`) return json(HELD);
        if (url.pathname === '/api/collections/parcel_claims/records') {
          return json(
            listResult([
              claim('claim0000000001', FIRST.id, 'owner'),
              claim('claim0000000002', SECOND.id, 'declaration'),
            ]),
          );
        }
        if (url.pathname === '/api/admin/customers/lookup') {
          const ids = (url.searchParams.get('ids') ?? '').split(',');
          return json({ items: [FIRST, SECOND].filter((customer) => ids.includes(customer.id)) });
        }
        return undefined;
      },
    });
    const drawer = await page.findByRole('dialog', { name: 'Parcel SF100200300' });
    expect(await within(drawer).findByText('C10042 · Lan Nguyen')).toBeTruthy();
    expect(within(drawer).getByText('C10077 · Minh Tran')).toBeTruthy();
    expect(within(drawer).getByText(/declared it first/)).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Give to C10077' }));
    fireEvent.click(await page.findByRole('button', { name: 'Give the parcel' }));
    await waitFor(() =>
      expect(sent).toEqual([{ path: `/api/admin/parcels/${HELD.id}/assign`, body: { user: SECOND.id } }]),
    );
  });
});
