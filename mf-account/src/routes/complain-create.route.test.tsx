// @vitest-environment happy-dom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';

const ORDER = {
  id: 'order0000000001',
  collectionName: 'orders',
  code: 'O2611-000007',
  shop: 'Kiln',
  user: 'customer0000001',
};

const SHIPMENT = {
  id: 'shipment0000001',
  collectionName: 'fulfillments',
  code: 'F2611-000003',
  status: 'delivered',
  user: 'customer0000001',
  parcels: ['parcel000000001'],
};

const api: FetchStub = (url, init) => {
  if (url.pathname === '/api/collections/orders/records') return json(listResult([ORDER]));
  if (url.pathname === '/api/collections/parcels/records') return json(listResult([]));
  if (url.pathname === '/api/collections/fulfillments/records') return json(listResult([SHIPMENT]));
  if (url.pathname === '/api/collections/complaints/records' && init.method === 'POST') {
    return json({ id: 'complaint000001', collectionName: 'complaints' });
  }
  return undefined;
};

describe('/account/complain/create', () => {
  it('takes the order from the link, asks for a description, then sends the complaint with its photos', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: `/account/complain/create?order=${ORDER.id}`,
      session: 'customer',
      fetch: api,
    });
    const about = (await page.findByLabelText('It is about')) as HTMLSelectElement;
    await waitFor(() => expect(about.value).toBe(`order:${ORDER.id}`));
    fireEvent.click(page.getByRole('button', { name: 'Send complaint' }));
    expect(await page.findByText('Describe the problem in a few words')).toBeTruthy();

    fireEvent.change(page.getByLabelText('Describe the problem'), { target: { value: 'Two cups were broken.' } });
    fireEvent.click(page.getByRole('button', { name: 'Send complaint' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/account/complain/complaint000001'));
    const [, init] = page.fetch.mock.calls.find(
      ([url, request]) => String(url).includes('/complaints/records') && request?.method === 'POST',
    )!;
    const body = init!.body as FormData;
    expect([body.get('order'), body.get('type'), body.get('description')]).toEqual([
      ORDER.id,
      'missing_item',
      'Two cups were broken.',
    ]);
  });

  it('offers the shipments and files the complaint on the shipment the link names', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: `/account/complain/create?fulfillment=${SHIPMENT.id}`,
      session: 'customer',
      fetch: api,
    });
    const about = (await page.findByLabelText('It is about')) as HTMLSelectElement;
    expect(await page.findByRole('option', { name: `Shipment ${SHIPMENT.code}` })).toBeTruthy();
    await waitFor(() => expect(about.value).toBe(`fulfillment:${SHIPMENT.id}`));
    fireEvent.change(page.getByLabelText('Describe the problem'), { target: { value: 'The box came crushed.' } });
    fireEvent.change(page.getByLabelText('What happened'), { target: { value: 'damaged' } });
    fireEvent.click(page.getByRole('button', { name: 'Send complaint' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/account/complain/complaint000001'));
    const [, init] = page.fetch.mock.calls.find(
      ([url, request]) => String(url).includes('/complaints/records') && request?.method === 'POST',
    )!;
    const body = init!.body as FormData;
    expect([body.get('fulfillment'), body.get('parcel'), body.get('order'), body.get('type')]).toEqual([
      SHIPMENT.id,
      null,
      null,
      'damaged',
    ]);
  });
});
