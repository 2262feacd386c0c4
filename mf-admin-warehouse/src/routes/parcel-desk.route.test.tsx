// @vitest-environment happy-dom
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, listResult, renderWarehouse } from '../testing/render';
import { claim, LAN, MINH, parcel } from '../testing/fixtures';

const HELD = parcel({ description: 'Shoes', shelf: 'A-07', in_review: true });

describe('/admin/wh/parcel', { timeout: 30_000 }, () => {
  it('shows a held parcel’s claims side by side and gives it to the chosen customer after a confirm', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const page = await renderWarehouse({
      path: `/admin/wh/parcel?status=review&id=${HELD.id}`,
      fetch: (url, init) => {
        if (init.method === 'POST') {
          sent.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
          return json({ ...HELD, user: MINH.id, in_review: false, owner_basis: 'staff' });
        }
        if (url.pathname === '/api/collections/parcels/records') {
          expect(url.searchParams.get('filter')).toContain('in_review = true');
          return json(listResult([HELD]));
        }
        if (url.pathname === `/api/collections/parcels/records/${HELD.id}`) return json(HELD);
        if (url.pathname === '/api/collections/parcel_claims/records') {
          return json(
            listResult([
              claim({ id: 'claim0000000001', user: LAN.id, source: 'owner' }),
              claim({ id: 'claim0000000002', user: MINH.id, source: 'declaration' }),
            ]),
          );
        }
        if (url.pathname === '/api/admin/customers/lookup') {
          const ids = (url.searchParams.get('ids') ?? '').split(',');
          return json({ items: [LAN, MINH].filter((customer) => ids.includes(customer.id)) });
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
      expect(sent).toEqual([{ path: `/api/admin/parcels/${HELD.id}/assign`, body: { user: MINH.id } }]),
    );
  });

  it('sends a parcel back only with a reason, which the customer reads', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const received = parcel();
    const page = await renderWarehouse({
      path: `/admin/wh/parcel?id=${received.id}`,
      fetch: (url, init) => {
        if (init.method === 'POST') {
          sent.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
          return json({ ...received, status: 'returned' });
        }
        if (url.pathname === '/api/collections/parcels/records') return json(listResult([received]));
        if (url.pathname === `/api/collections/parcels/records/${received.id}`) return json(received);
        if (url.pathname === '/api/collections/parcel_claims/records') return json(listResult([]));
        if (url.pathname === '/api/admin/customers/lookup') return json({ items: [LAN] });
        return undefined;
      },
    });
    const drawer = await page.findByRole('dialog', { name: 'Parcel SF100200300' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send back' }));
    const dialog = await page.findByRole('dialog', { name: 'Send parcel SF100200300 back?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await within(dialog).findByText('Say why the parcel goes back.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Why (the customer reads it)'), { target: { value: ' Refused ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Send parcel SF100200300 back?' })).toBeNull());
    expect(sent).toEqual([{ path: `/api/admin/parcels/${received.id}/return`, body: { reason: 'Refused' } }]);
  });

  it('filters by the typed code and day together, keeps the tab, and clears them at once', async () => {
    const filters: string[] = [];
    const page = await renderWarehouse({
      path: '/admin/wh/parcel?status=received',
      fetch: (url) => {
        if (url.pathname === '/api/collections/parcels/records') {
          filters.push(url.searchParams.get('filter') ?? '');
          return json(listResult([parcel()]));
        }
        if (url.pathname === '/api/admin/customers/lookup') return json({ items: [LAN] });
        return undefined;
      },
    });
    const form = await page.findByRole('form', { name: 'Filter parcels' });
    fireEvent.change(within(form).getByLabelText('Tracking code'), { target: { value: ' sf1002 ' } });
    expect(within(form).getByLabelText('Received from').getAttribute('type')).toBe('date');
    fireEvent.change(within(form).getByLabelText('Received from'), { target: { value: '2026-11-20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(filters.at(-1)).toContain('tracking_code ~ "SF1002"'));
    expect(filters.at(-1)).toContain('status = "received"');
    expect(filters.at(-1)).toContain('received_at >=');

    fireEvent.click(within(form).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(filters.at(-1)).toBe('status = "received"'));
    expect((within(form).getByLabelText('Tracking code') as HTMLInputElement).value).toBe('');
  });
});
