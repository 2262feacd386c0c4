// @vitest-environment happy-dom
import { formatMoney } from '@fwd/shared-contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, openFinancePage } from '../testing/render';

const figures = {
  serviceFees: 40_000,
  shipping: 120_000,
  storage: 0,
  insurance: 5_000,
  revenue: 165_000,
  payments: 900_000,
  topUps: 2_000_000,
  refunds: 35_000,
  adjustments: 0,
  ordersPlaced: 2,
  ordersByStatus: { placed: 1, purchased: 1 },
  shipmentsByStatus: { paid: 1 },
  parcelsReceived: 3,
  weightShippedKg: 2.5,
};

describe('/admin/report', () => {
  it("shows the server's figures by period with their totals, for the range in the URL", async () => {
    const asked: string[] = [];
    const page = await openFinancePage('/admin/report?from=2026-11-01&to=2026-11-02&bucket=day', (url) => {
      if (url.pathname !== '/api/admin/reports/finance') return undefined;
      asked.push(url.search);
      return json({
        from: '2026-11-01',
        to: '2026-11-02',
        bucket: 'day',
        homeCurrency: 'VND',
        rows: [{ period: '2026-11-02', ...figures }],
        totals: figures,
      });
    });
    // The first page of the file loads the data kit's chunk cold.
    const table = await page.findByRole('table', { name: 'Figures by period' }, { timeout: 20_000 });
    expect(asked).toEqual(['?from=2026-11-01&to=2026-11-02&bucket=day']);
    expect(within(table).getByText('Total')).toBeTruthy();
    const totals = page.getByLabelText('Totals of the range');
    expect(totals.textContent).toContain(formatMoney(165_000, 'VND', 'en-US'));
    expect(page.getByRole('table', { name: /by their status today/ })).toBeTruthy();
  }, 30_000);
  it('asks for a typed range once it is shown, and for another period length at once', async () => {
    const asked: string[] = [];
    const page = await openFinancePage('/admin/report?from=2026-11-01&to=2026-11-02', (url) => {
      if (url.pathname !== '/api/admin/reports/finance') return undefined;
      asked.push(url.search);
      const { from, to, bucket } = Object.fromEntries(url.searchParams);
      return json({ from, to, bucket, homeCurrency: 'VND', rows: [], totals: figures });
    });
    await page.findByLabelText('Totals of the range');
    fireEvent.change(page.getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(page.getByLabelText('To'), { target: { value: '2026-10-31' } });
    expect(asked).toHaveLength(1);
    fireEvent.click(page.getByRole('button', { name: 'Show the report' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?from=2026-10-01&to=2026-10-31&bucket=day'));
    fireEvent.change(page.getByLabelText('By'), { target: { value: 'week' } });
    await waitFor(() => expect(asked.at(-1)).toBe('?from=2026-10-01&to=2026-10-31&bucket=week'));
    expect((page.getByLabelText('From') as HTMLInputElement).value).toBe('2026-10-01');
  });
});
