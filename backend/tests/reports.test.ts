import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countOrdersByStatus,
  getFinanceReport,
  getLedgerSummary,
  type FinanceReport,
  type LedgerSummaryQuery,
} from '../../shared-contracts/src/api';
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

  it('follows a change and a removal of the rows it sums', async () => {
    const before = await getFinanceReport(finance, { from, to, bucket: 'month' });
    const [order] = await admin.collection('orders').getFullList({ filter: "status = 'placed'" });
    await admin.collection('orders').update(order!.id, { service_fee: (order!.service_fee as number) + 1_000 });
    const [line] = await admin.collection('wallet_transactions').getFullList({ filter: "kind = 'recharge'" });
    await admin.collection('wallet_transactions').delete(line!.id);
    const after = await getFinanceReport(finance, { from, to, bucket: 'month' });
    expect(after.totals.serviceFees).toBe(before.totals.serviceFees + 1_000);
    expect(after.totals.topUps).toBe(before.totals.topUps - (line!.amount as number));
    expect(after.totals.ordersPlaced).toBe(before.totals.ordersPlaced);
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

describe('the ledger summary', () => {
  it('counts and sums exactly the lines the ledger page lists for the same filters', async () => {
    const all = await admin.collection('wallet_transactions').getFullList({ sort: 'created' });
    const someone = all.find((row) => row.kind === 'recharge')!;
    const cases: [LedgerSummaryQuery, (row: RecordModel) => boolean][] = [
      [{}, () => true],
      [{ kind: 'recharge' }, (row) => row.kind === 'recharge'],
      [{ from, to, kind: 'order_payment' }, (row) => row.kind === 'order_payment'],
      [{ user: someone.user as string }, (row) => row.user === someone.user],
      [{ minAmount: 0 }, (row) => (row.amount as number) >= 0],
      [
        { minAmount: -500_000, maxAmount: -1 },
        (row) => (row.amount as number) >= -500_000 && (row.amount as number) <= -1,
      ],
      [
        { q: (someone.ref as string).slice(0, 8) },
        (row) =>
          (row.ref as string).includes((someone.ref as string).slice(0, 8)) ||
          (row.note as string).includes((someone.ref as string).slice(0, 8)),
      ],
      [{ from: to, to }, (row) => (row.created as string).startsWith(to)],
    ];
    for (const [query, keep] of cases) {
      const rows = all.filter(keep);
      expect(await getLedgerSummary(finance, query), JSON.stringify(query)).toEqual({
        count: rows.length,
        sum: sum(rows, 'amount'),
      });
    }
  });

  it('is for finance only, and refuses a malformed filter', async () => {
    const sales = (await newStaff(['sales'], { url: server.url })).pb;
    expect((await failure(getLedgerSummary(sales, {}))).status).toBe(403);
    const error = await failure(
      finance.send('/api/admin/ledger/summary', { method: 'GET', query: { minAmount: '1e9' } }),
    );
    expect(error.response.data.minAmount.code).toBe('validation_invalid_format');
  });
});

describe('the order counts', () => {
  it('count every order by status', async () => {
    const orders = await admin.collection('orders').getFullList();
    const expected: Record<string, number> = {};
    for (const order of orders) expected[order.status as string] = (expected[order.status as string] ?? 0) + 1;
    const sales = (await newStaff(['sales'], { url: server.url })).pb;
    expect((await countOrdersByStatus(sales)).counts).toEqual(expected);
    const customer = await newCustomer(server.url);
    expect([401, 403]).toContain((await failure(countOrdersByStatus(customer))).status);
  });
});
