// @vitest-environment happy-dom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, listResult, renderWarehouse } from '../testing/render';
import { LAN, parcel } from '../testing/fixtures';

const lookup = (code: string, state: string, extra: Record<string, unknown> = {}) => ({
  code,
  state,
  parcel: null,
  customer: null,
  order: null,
  receivedBy: '',
  ...extra,
});

describe('/admin/wh/inbound', { timeout: 30_000 }, () => {
  it('shows whose parcel a scan is, then saves the measures with Enter and returns to the scan field', async () => {
    const sent: FormData[] = [];
    const page = await renderWarehouse({
      path: '/admin/wh/inbound',
      fetch: async (url, init) => {
        if (url.pathname === '/api/admin/parcels/lookup') {
          return json(lookup(url.searchParams.get('code')!, 'expected', { customer: LAN }));
        }
        if (url.pathname === '/api/admin/parcels/inbound') {
          sent.push(init.body as FormData);
          return json(parcel());
        }
        if (url.pathname === '/api/collections/parcels/records') return json(listResult([]));
        if (url.pathname === '/api/admin/customers/lookup') return json({ items: [LAN] });
        return undefined;
      },
    });
    const scan = await page.findByLabelText('Scan a parcel');
    fireEvent.change(scan, { target: { value: ' sf100200300 ' } });
    fireEvent.keyDown(scan, { key: 'Enter' });
    expect(await page.findByText('C10042')).toBeTruthy();
    expect(page.getByText('Lan Nguyen')).toBeTruthy();
    const weight = await page.findByLabelText('Weight (kg)');
    await waitFor(() => expect(document.activeElement).toBe(weight));

    // Bad measures stay on their fields; nothing is sent.
    fireEvent.change(weight, { target: { value: '300' } });
    fireEvent.change(page.getByLabelText('Length (cm)'), { target: { value: '0' } });
    fireEvent.submit(page.getByRole('form', { name: 'Measures of SF100200300' }));
    expect(await page.findByText('Weigh it: from 0.01 to 200 kg.')).toBeTruthy();
    expect(page.getAllByText('Each side from 1 to 1000 cm.').length).toBeGreaterThan(0);
    expect(sent).toHaveLength(0);

    fireEvent.change(weight, { target: { value: '1,25' } });
    fireEvent.change(page.getByLabelText('Length (cm)'), { target: { value: '30' } });
    fireEvent.change(page.getByLabelText('Width (cm)'), { target: { value: '20' } });
    fireEvent.change(page.getByLabelText('Height (cm)'), { target: { value: '10' } });
    fireEvent.change(page.getByLabelText('Shelf'), { target: { value: 'B-02' } });
    fireEvent.change(page.getByLabelText('Customer code written on the parcel'), { target: { value: ' c10042 ' } });
    fireEvent.submit(page.getByRole('form', { name: 'Measures of SF100200300' }));
    expect(await page.findByText('Saved for C10042')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(page.getByLabelText('Scan a parcel')));
    expect(Object.fromEntries(sent[0]!.entries())).toEqual({
      trackingCode: 'SF100200300',
      weightKg: '1.25',
      lengthCm: '30',
      widthCm: '20',
      heightCm: '10',
      shelf: 'B-02',
      customerCode: 'C10042',
    });
    expect(localStorage.getItem('fwd.wh.shelf')).toBe('B-02');
  });

  it('says when and by whom a parcel was already received, and offers no form', async () => {
    const page = await renderWarehouse({
      path: '/admin/wh/inbound',
      fetch: (url) => {
        if (url.pathname === '/api/admin/parcels/lookup') {
          return json(
            lookup('SF1', 'received', {
              parcel: {
                id: 'parcel000000001',
                status: 'received',
                received_at: '2026-11-20 09:30:00.000Z',
                in_review: false,
              },
              customer: LAN,
              receivedBy: 'Wen Warehouse',
            }),
          );
        }
        if (url.pathname === '/api/collections/parcels/records') return json(listResult([]));
        return undefined;
      },
    });
    const scan = await page.findByLabelText('Scan a parcel');
    fireEvent.change(scan, { target: { value: 'SF1' } });
    fireEvent.keyDown(scan, { key: 'Enter' });
    expect(await page.findByText('ALREADY RECEIVED')).toBeTruthy();
    expect(page.getByText(/by Wen Warehouse \(now Received\)\. Nothing was changed\./)).toBeTruthy();
    expect(page.queryByRole('form')).toBeNull();

    fireEvent.change(scan, { target: { value: 'NOT A CODE!' } });
    fireEvent.keyDown(scan, { key: 'Enter' });
    expect(await page.findByText('Not a tracking code: 3–50 letters, digits or dashes.')).toBeTruthy();
  });
});
