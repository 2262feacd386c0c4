// @vitest-environment happy-dom
import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Page tests answer the API as PocketBase would; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, type FetchStub } from '../../../shell/src/testing/render-route';
import { openStaffPage } from '../testing/fixtures';

const COMPLAINT = {
  id: 'complaint000001',
  collectionId: 'pbc_complaints',
  collectionName: 'complaints',
  created: '2026-11-20 08:00:00.000Z',
  updated: '2026-11-20 08:00:00.000Z',
  user: 'customer0000001',
  order: '',
  parcel: '',
  fulfillment: 'shipment0000001',
  type: 'damaged',
  description: 'The box arrived crushed.',
  photos: ['crushed_ab12cd34ef.jpg'],
  status: 'open',
  assignee: '',
  resolution: '',
  expand: {
    user: { id: 'customer0000001', code: 'C10042', name: 'Lan Nguyen' },
    fulfillment: { id: 'shipment0000001', code: 'F2611-000007' },
  },
};

const complaintsApi: FetchStub = (url, init) => {
  const path = url.pathname;
  if (path === '/api/files/token' && init.method === 'POST') return json({ token: 'sales-file-token' });
  if (path === '/api/collections/complaints/records') return json(listResult([COMPLAINT]));
  if (path === `/api/collections/complaints/records/${COMPLAINT.id}`) return json(COMPLAINT);
  if (path === '/api/collections/complaint_messages/records') return json(listResult([]));
  return undefined;
};

describe('/admin/complain', () => {
  it('names the shipment a complaint is about, and opens it from that code', async () => {
    const page = await openStaffPage('/admin/complain', complaintsApi);
    fireEvent.click(await page.findByRole('button', { name: 'F2611-000007' }));
    const drawer = await page.findByRole('dialog', { name: /C10042/ });
    const shipment = await within(drawer).findByText('Shipment');
    expect(shipment.nextElementSibling?.textContent).toBe('F2611-000007');
  }, 30_000);

  it('shows the complaint’s photos with the staff member’s file token (the field is protected)', async () => {
    const page = await openStaffPage(`/admin/complain?id=${COMPLAINT.id}`, complaintsApi);
    const drawer = await page.findByRole('dialog', { name: /C10042/ });
    const open = await within(drawer).findByRole('button', { name: /Photo 1 sent by the customer/ });
    const src = new URL(open.querySelector('img')?.getAttribute('src') ?? '', 'http://localhost');
    expect(src.pathname).toBe('/api/files/pbc_complaints/complaint000001/crushed_ab12cd34ef.jpg');
    expect(src.searchParams.get('token')).toBe('sales-file-token');
  });
});
