// @vitest-environment happy-dom
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, listResult, renderWarehouse, type FetchStub } from '../testing/render';
import { LAN, parcel, shipment } from '../testing/fixtures';

const SHOES = parcel({ id: 'parcel000000001', tracking_code: 'SF100200300', shelf: 'B-02' });
const BAG = parcel({ id: 'parcel000000002', tracking_code: 'SF100200400', shelf: 'A-01' });
const LINE = { id: 'line00000000001', name: 'Air express' };
const TO_PACK = shipment({
  parcels: [SHOES.id, BAG.id],
  expand: { parcels: [SHOES, BAG], shipping_line: LINE as never },
});

type Sent = { path: string; body: unknown };

function api(sent: Sent[], found: Record<string, unknown> = {}): FetchStub {
  return (url, init) => {
    if (init.method === 'POST') {
      sent.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return json(TO_PACK);
    }
    if (url.pathname === '/api/collections/fulfillments/records') return json(listResult([TO_PACK]));
    if (url.pathname === `/api/collections/fulfillments/records/${TO_PACK.id}`) return json(TO_PACK);
    if (url.pathname === '/api/collections/parcels/records') {
      const code = /"([^"]+)"/.exec(url.searchParams.get('filter') ?? '')?.[1] ?? '';
      return json(listResult(found[code] ? [found[code]] : []));
    }
    if (url.pathname === '/api/admin/customers/lookup') return json({ items: [LAN] });
    return undefined;
  };
}

describe('/admin/wh/fulfill', { timeout: 30_000 }, () => {
  it('lists the paid shipments to pack, each opening its pick list', async () => {
    const page = await renderWarehouse({
      path: '/admin/wh/fulfill',
      fetch: api([]),
    });
    const table = await page.findByRole('table', { name: 'Paid shipments to pack, oldest first' });
    expect(await within(table).findByText('C10042 · Lan Nguyen')).toBeTruthy();
    expect(within(table).getByText('Air express')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'FF10001' }).getAttribute('href')).toContain(`?id=${TO_PACK.id}`);
  });

  it('picks by scanning in shelf order, refuses a parcel that is not in the shipment, and cancels only with a reason', async () => {
    const sent: Sent[] = [];
    const page = await renderWarehouse({
      path: `/admin/wh/fulfill?id=${TO_PACK.id}`,
      fetch: api(sent),
    });
    expect(await page.findByRole('heading', { name: 'Shipment FF10001' })).toBeTruthy();
    const rows = within(page.getByRole('table', { name: /Pick list by shelf: 0 of 2 picked/ })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Shelf'),
      expect.stringContaining('A-01SF100200400'),
      expect.stringContaining('B-02SF100200300'),
    ]);

    const scan = page.getByLabelText('Scan each parcel');
    fireEvent.change(scan, { target: { value: 'SF999' } });
    fireEvent.keyDown(scan, { key: 'Enter' });
    expect(await page.findByText('STOP: SF999 is not a parcel we know. Put it aside.')).toBeTruthy();
    fireEvent.change(scan, { target: { value: 'sf100200400' } });
    fireEvent.keyDown(scan, { key: 'Enter' });
    expect(await page.findByText('SF100200400 picked (shelf A-01).')).toBeTruthy();
    await waitFor(() =>
      expect(sent).toEqual([{ path: `/api/admin/fulfillments/${TO_PACK.id}/pick`, body: { parcel: BAG.id } }]),
    );

    fireEvent.click(page.getByRole('button', { name: 'Cancel shipment' }));
    const dialog = await page.findByRole('dialog', { name: 'Cancel shipment FF10001?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await within(dialog).findByText('Say why the shipment is cancelled.')).toBeTruthy();
    expect(sent).toHaveLength(1);

    fireEvent.change(within(dialog).getByLabelText('Why (the customer reads it)'), {
      target: { value: '  Customer asked  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    expect(sent[1]).toEqual({
      path: `/api/admin/fulfillments/${TO_PACK.id}/transition`,
      body: { to: 'cancelled', reason: 'Customer asked' },
    });
  });
});
