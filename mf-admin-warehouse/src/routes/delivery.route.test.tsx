// @vitest-environment happy-dom
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, listResult, renderWarehouse, type FetchStub } from '../testing/render';
import { LAN, MINH, shipment } from '../testing/fixtures';

const FIRST = shipment({ id: 'shipment0000001', code: 'FF10001', status: 'packed', final_weight_kg: 2.5 });
const SECOND = shipment({ id: 'shipment0000002', code: 'FF10002', status: 'packed', user: MINH.id });

type Sent = { path: string; body: unknown };

/** The API behind the page: the list asked for `listed`, transitions answered by `move`. */
function api(sent: Sent[], filters: string[], listed: unknown[], move: (id: string) => Response): FetchStub {
  return (url, init) => {
    if (url.pathname === '/api/collections/fulfillments/records') {
      filters.push(url.searchParams.get('filter') ?? '');
      return json(listResult(listed));
    }
    if (url.pathname === '/api/admin/customers/lookup') return json({ items: [LAN, MINH] });
    const transition = /^\/api\/admin\/fulfillments\/(\w+)\/transition$/.exec(url.pathname);
    if (transition && init.method === 'POST') {
      sent.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return move(transition[1]!);
    }
    return undefined;
  };
}

describe('/admin/wh/delivery', { timeout: 30_000 }, () => {
  it('hands the chosen packed shipments to a carrier: every field required, then one result per shipment', async () => {
    const sent: Sent[] = [];
    const filters: string[] = [];
    const page = await renderWarehouse({
      path: '/admin/wh/delivery',
      fetch: api(sent, filters, [FIRST, SECOND], (id) =>
        id === SECOND.id
          ? json({ status: 409, message: 'This shipment is not packed any more.', data: {} }, 409)
          : json({ ...FIRST, status: 'shipped' }),
      ),
    });
    const table = await page.findByRole('table', { name: 'Packed shipments to hand to a carrier' });
    expect(await within(table).findByText('C10077 · Minh Tran')).toBeTruthy();
    expect(within(table).getByText('2.5 kg')).toBeTruthy();
    expect(filters[0]).toBe('status = "packed"');

    fireEvent.click(page.getByRole('checkbox', { name: 'Select FF10001' }));
    fireEvent.click(page.getByRole('checkbox', { name: 'Select FF10002' }));
    fireEvent.click(page.getByRole('button', { name: 'Hand over (2)' }));
    const dialog = await page.findByRole('dialog', { name: 'Hand 2 shipments to a carrier' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark 2 shipped' }));
    expect(await within(dialog).findByText('Fill in the carrier and every tracking number.')).toBeTruthy();
    expect(within(dialog).getByText('Name the carrier.')).toBeTruthy();
    expect(within(dialog).getAllByText("Type the carrier's tracking number.")).toHaveLength(2);
    expect(sent).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Carrier'), { target: { value: ' GHN ' } });
    const first = within(dialog).getByLabelText('Tracking number of FF10001');
    const second = within(dialog).getByLabelText('Tracking number of FF10002');
    fireEvent.change(first, { target: { value: 'GHN001' } });
    fireEvent.keyDown(first, { key: 'Enter' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    fireEvent.change(second, { target: { value: 'GHN002' } });
    fireEvent.keyDown(second, { key: 'Enter' });

    expect(await within(dialog).findByText('1 of 2 shipped.')).toBeTruthy();
    const results = within(dialog).getByRole('list', { name: 'Result per shipment' });
    expect(within(results).getByText('FF10001: shipped')).toBeTruthy();
    expect(within(results).getByText(/^FF10002: /).textContent).not.toBe('FF10002: shipped');
    expect(sent).toEqual([
      {
        path: `/api/admin/fulfillments/${FIRST.id}/transition`,
        body: { to: 'shipped', carrier: 'GHN', trackingNo: 'GHN001' },
      },
      {
        path: `/api/admin/fulfillments/${SECOND.id}/transition`,
        body: { to: 'shipped', carrier: 'GHN', trackingNo: 'GHN002' },
      },
    ]);
  });

  it('lists what is on the way and marks the chosen shipments delivered after a confirm', async () => {
    const sent: Sent[] = [];
    const filters: string[] = [];
    const onTheWay = shipment({
      status: 'shipped',
      carrier: 'GHN',
      tracking_no: 'GHN001',
      shipped_at: '2026-11-25 09:00:00.000Z',
    });
    const page = await renderWarehouse({
      path: '/admin/wh/delivery?tab=shipped',
      fetch: api(sent, filters, [onTheWay], () => json({ ...onTheWay, status: 'delivered' })),
    });
    const table = await page.findByRole('table', { name: 'Shipments on the way' });
    expect(await within(table).findByText('GHN · GHN001')).toBeTruthy();
    expect(filters[0]).toBe('status = "shipped"');

    fireEvent.click(page.getByRole('checkbox', { name: 'Select FF10001' }));
    fireEvent.click(page.getByRole('button', { name: 'Delivery note (1)' }));
    const note = await page.findByRole('dialog', { name: 'Delivery note: 1 shipment' });
    expect(within(note).getByText('GHN GHN001')).toBeTruthy();
    expect(within(note).getByRole('button', { name: 'Print' })).toBeTruthy();
    const close = within(note)
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.textContent === 'Close');
    fireEvent.click(close!);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());

    fireEvent.click(page.getByRole('button', { name: 'Mark delivered (1)' }));
    const dialog = await page.findByRole('dialog', { name: 'Mark 1 shipment delivered?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    expect(await page.findByText(/1 of 1 marked delivered\./)).toBeTruthy();
    expect(sent).toEqual([{ path: `/api/admin/fulfillments/${onTheWay.id}/transition`, body: { to: 'delivered' } }]);
  });

  it('says so when nothing waits for a carrier', async () => {
    const page = await renderWarehouse({
      path: '/admin/wh/delivery',
      fetch: api([], [], [], () => json({})),
    });
    expect(await page.findByText('Nothing packed waits for a carrier.')).toBeTruthy();
  });
});
