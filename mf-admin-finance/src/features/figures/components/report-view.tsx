import { useFormat, useTranslation } from '@fwd/shared-contracts';
import type { FinanceReport } from '@fwd/shared-contracts/api';
import {
  DataTable,
  EmptyState,
  ExportCsvButton,
  Skeleton,
  Stack,
  statusLabelKey,
  theme,
  type DataColumn,
} from '@fwd/shared-ui';
import { lazy, Suspense, useMemo } from 'react';
import styled from 'styled-components';

/** uPlot arrives with the first chart, on this page only. */
const TimeChart = lazy(() => import('./time-chart'));

type PeriodRow = FinanceReport['rows'][number];

const COLORS = ['#0b5cad', '#b35c00', '#1a7f4b', '#7a3db8'];
const MONEY_TOTALS = ['revenue', 'payments', 'topUps', 'refunds'] as const;
const LOADED = 'success' as const;

interface StatusRow {
  id: string;
  machine: 'order' | 'fulfillment';
  what: string;
  status: string;
  n: number;
}

/** The report's figures: totals, two charts, the table by period, statuses, and the CSV. */
export function ReportView({ report }: { report: FinanceReport }) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const currency = report.homeCurrency;
  const money = useMemo(() => (value: number) => format.money(value, currency), [format, currency]);
  const periods = useMemo(() => report.rows.map((row) => row.period), [report]);
  const revenueSeries = useMemo(
    () =>
      (['serviceFees', 'shipping', 'storage', 'insurance'] as const).map((name, index) => ({
        label: t(`figures.kinds.${name}`),
        values: report.rows.map((row) => row[name]),
        color: COLORS[index]!,
      })),
    [report, t],
  );
  const moneySeries = useMemo(
    () =>
      (['topUps', 'payments', 'refunds'] as const).map((name, index) => ({
        label: t(`figures.kinds.${name}`),
        values: report.rows.map((row) => row[name]),
        color: COLORS[index]!,
      })),
    [report, t],
  );
  // The totals row's period is the word "Total", not a day.
  const periodLabel = (row: PeriodRow) =>
    /^\d{4}-\d{2}-\d{2}$/.test(row.period)
      ? t(`figures.period.${report.bucket}`, { day: format.date(`${row.period} 00:00:00.000Z`) })
      : row.period;
  const columns: DataColumn<PeriodRow>[] = [
    { id: 'period', header: t('figures.table.period'), cell: periodLabel },
    { id: 'serviceFees', header: t('figures.kinds.serviceFees'), align: 'end', cell: (row) => money(row.serviceFees) },
    { id: 'shipping', header: t('figures.kinds.shipping'), align: 'end', cell: (row) => money(row.shipping) },
    {
      id: 'storage',
      header: t('figures.kinds.storage'),
      align: 'end',
      hideOnPhone: true,
      cell: (row) => money(row.storage),
    },
    {
      id: 'insurance',
      header: t('figures.kinds.insurance'),
      align: 'end',
      hideOnPhone: true,
      cell: (row) => money(row.insurance),
    },
    { id: 'revenue', header: t('figures.kinds.revenue'), align: 'end', cell: (row) => money(row.revenue) },
    { id: 'topUps', header: t('figures.kinds.topUps'), align: 'end', cell: (row) => money(row.topUps) },
    { id: 'refunds', header: t('figures.kinds.refunds'), align: 'end', cell: (row) => money(row.refunds) },
    {
      id: 'orders',
      header: t('figures.kinds.ordersPlaced'),
      align: 'end',
      cell: (row) => format.number(row.ordersPlaced),
    },
    {
      id: 'parcels',
      header: t('figures.kinds.parcelsReceived'),
      align: 'end',
      hideOnPhone: true,
      cell: (row) => format.number(row.parcelsReceived),
    },
    {
      id: 'weight',
      header: t('figures.kinds.weightShippedKg'),
      align: 'end',
      hideOnPhone: true,
      cell: (row) => format.weight(row.weightShippedKg),
    },
  ];
  const csv = [
    { header: t('figures.table.period'), value: (row: PeriodRow) => row.period },
    ...(
      [
        'serviceFees',
        'shipping',
        'storage',
        'insurance',
        'revenue',
        'payments',
        'topUps',
        'refunds',
        'adjustments',
        'ordersPlaced',
        'parcelsReceived',
        'weightShippedKg',
      ] as const
    ).map((name) => ({ header: t(`figures.kinds.${name}`), value: (row: PeriodRow) => row[name] })),
  ];
  const totalsRow: PeriodRow = { ...report.totals, period: t('figures.table.total') };
  const statusRows: StatusRow[] = [
    ...Object.entries(report.totals.ordersByStatus).map(([status, n]) => ({
      id: `order-${status}`,
      machine: 'order' as const,
      what: t('figures.status.orders'),
      status,
      n,
    })),
    ...Object.entries(report.totals.shipmentsByStatus).map(([status, n]) => ({
      id: `shipment-${status}`,
      machine: 'fulfillment' as const,
      what: t('figures.status.shipments'),
      status,
      n,
    })),
  ];

  const statusColumns: DataColumn<StatusRow>[] = [
    { id: 'what', header: t('figures.status.what'), cell: (row) => row.what },
    {
      id: 'status',
      header: t('figures.status.status'),
      cell: (row) => t(statusLabelKey(row.machine, row.status)),
    },
    { id: 'n', header: t('figures.status.count'), align: 'end', cell: (row) => format.number(row.n) },
  ];

  return (
    <Stack $gap={5}>
      <Totals aria-label={t('figures.totals')}>
        {MONEY_TOTALS.map((name) => (
          <div key={name}>
            <dt>{t(`figures.kinds.${name}`)}</dt>
            <dd>{money(report.totals[name])}</dd>
          </div>
        ))}
        <div>
          <dt>{t('figures.kinds.ordersPlaced')}</dt>
          <dd>{format.number(report.totals.ordersPlaced)}</dd>
        </div>
        <div>
          <dt>{t('figures.kinds.parcelsReceived')}</dt>
          <dd>{format.number(report.totals.parcelsReceived)}</dd>
        </div>
        <div>
          <dt>{t('figures.kinds.weightShippedKg')}</dt>
          <dd>{format.weight(report.totals.weightShippedKg)}</dd>
        </div>
      </Totals>
      {report.rows.length > 0 && (
        <Charts>
          <Suspense fallback={<Skeleton lines={6} />}>
            <TimeChart title={t('figures.charts.revenue')} periods={periods} series={revenueSeries} format={money} />
            <TimeChart title={t('figures.charts.money')} periods={periods} series={moneySeries} format={money} />
          </Suspense>
        </Charts>
      )}
      <DataTable
        caption={t('figures.table.caption')}
        columns={columns}
        rows={report.rows.length > 0 ? [...report.rows, totalsRow] : []}
        status={LOADED}
        empty={<EmptyState title={t('figures.empty')} />}
        getRowId={(row) => row.period}
        page={1}
        perPage={Math.max(1, report.rows.length + 1)}
        totalItems={report.rows.length + 1}
        onPageChange={() => undefined}
      />
      <div>
        <ExportCsvButton
          filename={`${t('figures.csv')}-${report.from}-${report.to}-${report.bucket}`}
          columns={csv}
          fetchPage={() =>
            Promise.resolve({ items: [...report.rows, totalsRow], totalItems: report.rows.length + 1, totalPages: 1 })
          }
        />
      </div>
      {statusRows.length > 0 && (
        <DataTable
          caption={t('figures.status.caption')}
          columns={statusColumns}
          rows={statusRows}
          status={LOADED}
          empty={null}
          getRowId={(row) => row.id}
          page={1}
          perPage={statusRows.length}
          totalItems={statusRows.length}
          onPageChange={() => undefined}
        />
      )}
    </Stack>
  );
}

const Totals = styled.dl`
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  margin: 0;

  div {
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    padding: ${theme.space(3)};
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    font-size: 1.4rem;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
`;

const Charts = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 28rem), 1fr));
`;
