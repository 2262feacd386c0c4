// @vitest-environment happy-dom
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Page tests answer the API as PocketBase would; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult } from '../../../shell/src/testing/render-route';
import { openStaffPage, orderRecord } from '../testing/fixtures';

const order = (id: string, code: string, status = 'purchased') =>
  orderRecord({ id, code, status, seller_order_no: 'TB-1', updated: '2026-11-21 08:00:00.000Z' });
const FIRST = order('order0000000001', 'O2611-000001');
const SECOND = order('order0000000002', 'O2611-000002');

describe('/admin/orders/shipping-code', () => {
  it('saves a typed code with Enter, moves to the next order, and shows a refusal on its row', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const page = await openStaffPage('/admin/orders/shipping-code', (url, init) => {
      if (init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as unknown;
        sent.push({ path: url.pathname, body });
        if (url.pathname.includes(SECOND.id)) {
          return json({ status: 400, message: 'Tracking code YT1 belongs to another order.', data: {} }, 400);
        }
        return json({ ...FIRST, expand: undefined, status: 'seller_shipped', tracking_codes: ['YT123'] });
      }
      if (url.pathname === '/api/collections/orders/records') return json(listResult([FIRST, SECOND]));
      return undefined;
    });
    const first = await page.findByLabelText('Tracking code for O2611-000001');
    fireEvent.change(first, { target: { value: ' yt123 ' } });
    fireEvent.keyDown(first, { key: 'Enter' });
    await waitFor(() => expect(document.activeElement).toBe(page.getByLabelText('Tracking code for O2611-000002')));
    expect(await page.findByText('Saved: YT123')).toBeTruthy();
    const second = page.getByLabelText('Tracking code for O2611-000002');
    fireEvent.change(second, { target: { value: 'YT1' } });
    fireEvent.keyDown(second, { key: 'Enter' });
    expect(await page.findByText('Tracking code YT1 belongs to another order.')).toBeTruthy();
    expect(sent).toEqual([
      { path: `/api/admin/orders/${FIRST.id}/transition`, body: { to: 'seller_shipped', trackingCodes: ['YT123'] } },
      { path: `/api/admin/orders/${SECOND.id}/transition`, body: { to: 'seller_shipped', trackingCodes: ['YT1'] } },
    ]);
  });

  it('previews pasted lines and sends nothing before Apply', async () => {
    const page = await openStaffPage('/admin/orders/shipping-code?mode=paste', (url) =>
      url.pathname === '/api/collections/orders/records'
        ? json(listResult([FIRST, order('order0000000003', 'O2611-000003', 'placed')]))
        : undefined,
    );
    fireEvent.change(await page.findByLabelText('Lines of order code and tracking code'), {
      target: { value: 'O2611-000001 SF1\nO2611-000003 SF2\nO2611-000009 SF3' },
    });
    fireEvent.click(page.getByRole('button', { name: 'Preview' }));
    const table = await page.findByRole('table', { name: 'What the lines match' });
    expect(within(table).getByText('Ready')).toBeTruthy();
    expect(within(table).getByText('The order is not waiting for a tracking code')).toBeTruthy();
    expect(within(table).getByText('No order has this code')).toBeTruthy();
    expect(page.getByRole('button', { name: 'Save the codes of 1 order' })).toBeTruthy();
    expect(page.fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
