// @vitest-environment happy-dom
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';

const order = (id: string, code: string, status = 'purchased') => ({
  id,
  code,
  status,
  user: 'customer0000001',
  shop: 'Star Shop',
  seller_order_no: 'TB-1',
  created: '2026-11-20 08:00:00.000Z',
  updated: '2026-11-21 08:00:00.000Z',
  expand: { user: { id: 'customer0000001', code: 'C10042', name: 'Lan Nguyen' } },
});
const FIRST = order('order0000000001', 'O2611-000001');
const SECOND = order('order0000000002', 'O2611-000002');

describe('/admin/orders/shipping-code', () => {
  it('saves a typed code with Enter, moves to the next order, and shows a refusal on its row', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const page = await renderRoute({
      app: remoteApp,
      path: '/admin/orders/shipping-code',
      session: 'staff',
      roles: ['sales'],
      fetch: (url, init) => {
        if (init.method === 'POST') {
          const body = JSON.parse(String(init.body)) as unknown;
          sent.push({ path: url.pathname, body });
          if (url.pathname.includes(SECOND.id)) {
            return json({ status: 400, message: 'Tracking code YT1 belongs to another order.', data: {} }, 400);
          }
          return json({
            ...FIRST,
            expand: undefined,
            collectionId: 'pbc_orders',
            collectionName: 'orders',
            status: 'seller_shipped',
            goods_value_src: 10_000,
            rate: 3500,
            goods_value: 350_000,
            service_fee: 20_000,
            domestic_shipping: 0,
            total: 370_000,
            paid: 370_000,
            supplement_due: 0,
            tracking_codes: ['YT123'],
            note: '',
            status_history: null,
          });
        }
        if (url.pathname === '/api/collections/orders/records') return json(listResult([FIRST, SECOND]));
        return undefined;
      },
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
    const page = await renderRoute({
      app: remoteApp,
      path: '/admin/orders/shipping-code?mode=paste',
      session: 'staff',
      roles: ['sales'],
      fetch: (url) =>
        url.pathname === '/api/collections/orders/records'
          ? json(listResult([FIRST, order('order0000000003', 'O2611-000003', 'placed')]))
          : undefined,
    });
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
