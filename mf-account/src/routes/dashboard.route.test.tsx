// @vitest-environment happy-dom
import { formatMoney } from '@fwd/shared-contracts';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';
import { customerSummary } from '../testing/fixtures';

const SUMMARY = customerSummary({ orders: { placed: 3 } }, 'USD');

function dashboardApi(settings: object[]): FetchStub {
  return (url) => {
    const path = url.pathname;
    if (path === '/api/shop/summary') return json(SUMMARY);
    if (path === '/api/collections/settings/records') return json(listResult(settings));
    if (path === '/api/collections/warehouses/records') return json(listResult([]));
    if (path === '/api/collections/notifications/records') return json(listResult([]));
    return undefined;
  };
}

describe('/account/dashboard', () => {
  it("shows the balance in the shop's home currency and the orders counted by status", async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/dashboard',
      session: 'customer',
      record: { balance: 125_000 },
      fetch: dashboardApi([{ id: 'settings0000001', key: 'default', home_currency: 'USD', source_currency: 'EUR' }]),
    });
    expect(await page.findByText(formatMoney(125_000, 'USD', 'en-US'))).toBeTruthy();
    const orders = page.getByRole('region', { name: 'Orders' });
    const placed = within(orders).getByRole('link', { name: /Placed/ });
    expect(placed.getAttribute('href')).toBe('/account/order?status=placed');
    expect(placed.textContent).toContain('3');
  }, 30_000);

  it('shows the balance in the currency the server uses while the shop has no settings', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/dashboard',
      session: 'customer',
      record: { balance: 125_000 },
      fetch: dashboardApi([]),
    });
    expect(await page.findByText(formatMoney(125_000, 'VND', 'en-US'))).toBeTruthy();
  });
});
