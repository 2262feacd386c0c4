import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFinanceReport, type FinanceReport } from '../../shared-contracts/src/api';
import { newCustomer, newStaff, superuser } from '../testing/clients';
import { failure } from '../testing/fixtures';
import { startPocketBase, type PocketBaseProcess } from '../testing/start-pocketbase';

// The finance report against a server of its own, filled with the demo data (orders, shipments,
// top-ups, refunds and adjustments over the past weeks), so its figures can be compared with the
// records themselves, to the unit.

let server: PocketBaseProcess;
let admin: PocketBase;
let finance: PocketBase;

const DAY = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);
const today = new Date();
const from = day(new Date(today.getTime() - 365 * DAY));
const to = day(today);

beforeAll(async () => {
  server = await startPocketBase({ env: { DEMO: '1' } });
  admin = await superuser(server.url);
  finance = (await newStaff(['finance'], { url: server.url })).pb;
});

afterAll(async () => {
  await server?.stop();
});

const sum = (rows: RecordModel[], field: string) => rows.reduce((total, row) => total + (row[field] as number), 0);

describe('the finance report', () => {
  it('agrees with the ledger and the stored breakdowns to the unit', async () => {
    const report = await getFinanceReport(finance, { from, to, bucket: 'month' });
    const ledger = await admin.collection('wallet_transactions').getFullList();
    const of = (...kinds: string[]) =>
      sum(
        ledger.filter((row) => kinds.includes(row.kind as string)),
        'amount',
      );
    expect(ledger.length).toBeGreaterThan(10);
    expect(report.totals.topUps).toBe(of('recharge'));
    expect(report.totals.refunds).toBe(of('order_refund', 'fulfillment_refund', 'refund'));
    expect(report.totals.payments).toBe(-of('order_payment', 'supplement', 'fulfillment_payment'));
    expect(report.totals.adjustments).toBe(of('adjustment'));
    // Every ledger line is one of these, so together they are the whole ledger.
    expect(report.totals.topUps + report.totals.refunds - report.totals.payments + report.totals.adjustments).toBe(
      sum(ledger, 'amount'),
    );

    const orders = await admin.collection('orders').getFullList();
    const live = orders.filter((order) => order.status !== 'cancelled');
    expect(report.totals.ordersPlaced).toBe(orders.length);
    expect(report.totals.serviceFees).toBe(sum(live, 'service_fee'));
    const shipments = (await admin.collection('fulfillments').getFullList()).filter((f) => f.paid_at);
    const kept = shipments.filter((f) => f.status !== 'cancelled');
    expect(report.totals.shipping).toBe(sum(kept, 'shipping_fee'));
    expect(report.totals.storage).toBe(sum(kept, 'storage_fee'));
    expect(report.totals.insurance).toBe(sum(kept, 'insurance_fee'));
    expect(report.totals.revenue).toBe(
      report.totals.serviceFees + report.totals.shipping + report.totals.storage + report.totals.insurance,
    );
    const parcels = await admin.collection('parcels').getFullList({ filter: "received_at != ''" });
    expect(report.totals.parcelsReceived).toBe(parcels.length);
    const statuses = Object.entries(report.totals.ordersByStatus);
    expect(statuses.reduce((total, [, n]) => total + n, 0)).toBe(orders.length);
  });

  it('gives the same totals by day, week and month, with periods in order', async () => {
    const reports: FinanceReport[] = [];
    for (const bucket of ['day', 'week', 'month'] as const) {
      reports.push(await getFinanceReport(finance, { from, to, bucket }));
    }
    const [byDay, byWeek, byMonth] = reports as [FinanceReport, FinanceReport, FinanceReport];
    expect(byWeek.totals).toEqual(byDay.totals);
    expect(byMonth.totals).toEqual(byDay.totals);
    for (const report of reports) {
      const periods = report.rows.map((row) => row.period);
      expect(periods).toEqual([...periods].sort());
    }
    // A week starts on a Monday, a month on its first day.
    for (const row of byWeek.rows) expect(new Date(`${row.period}T00:00:00Z`).getUTCDay()).toBe(1);
    for (const row of byMonth.rows) expect(row.period.endsWith('-01')).toBe(true);
    expect(byDay.rows.length).toBeGreaterThan(byMonth.rows.length);
  });

  it('counts only the days asked for', async () => {
    const yesterday = day(new Date(today.getTime() - DAY));
    const report = await getFinanceReport(finance, { from: yesterday, to: yesterday, bucket: 'day' });
    expect(report.rows.every((row) => row.period === yesterday)).toBe(true);
    const since = `${yesterday} 00:00:00.000Z`;
    const until = `${to} 00:00:00.000Z`;
    const ledger = await admin
      .collection('wallet_transactions')
      .getFullList({ filter: `created >= '${since}' && created < '${until}' && kind = 'recharge'` });
    expect(report.totals.topUps).toBe(sum(ledger, 'amount'));
  });

  it('refuses a malformed day, a reversed or too long range, and anyone but finance', async () => {
    const ask = (query: Record<string, string>) => finance.send('/api/admin/reports/finance', { method: 'GET', query });
    expect((await failure(ask({ from: '2026-02-30', to, bucket: 'day' }))).response.data.from.code).toBe(
      'validation_invalid_date',
    );
    expect((await failure(ask({ from: to, to: from, bucket: 'day' }))).response.data.to.code).toBe(
      'validation_invalid_range',
    );
    expect((await failure(ask({ from: '2020-01-01', to, bucket: 'day' }))).status).toBe(400);
    expect((await failure(ask({ from, to, bucket: 'year' }))).response.data.bucket.code).toBe(
      'validation_invalid_value',
    );
    const sales = (await newStaff(['sales'], { url: server.url })).pb;
    expect((await failure(getFinanceReport(sales, { from, to, bucket: 'day' }))).status).toBe(403);
    const customer = await newCustomer(server.url);
    expect([401, 403]).toContain((await failure(getFinanceReport(customer, { from, to, bucket: 'day' }))).status);
  });
});
