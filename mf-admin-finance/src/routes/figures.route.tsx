import { useLive, useTranslation } from '@fwd/shared-contracts';
import { REPORT_BUCKETS } from '@fwd/shared-contracts/api';
import {
  ErrorState,
  FilterForm,
  loadControls,
  loadDataKit,
  Page,
  SelectField,
  Skeleton,
  Stack,
  useListView,
} from '@fwd/shared-ui';
import { useFinanceReport } from '../features/figures/api/report';
import { ReportView } from '../features/figures/components/report-view';
import { reportQuery } from '../features/figures/report-range';

const RANGE_FIELDS = [
  { name: 'from', type: 'date' },
  { name: 'to', type: 'date' },
] as const;

export async function loader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

/**
 * /admin/report: revenue by kind, money moved, orders and shipments by status, parcels received
 * and weight shipped, by day, week or month over a range kept in the URL. Every figure is the
 * server's (GET /api/admin/reports/finance); charts, the same figures as a table, and a CSV.
 */
export function Component() {
  const { t } = useTranslation('finance');
  const view = useListView({ filters: ['from', 'to', 'bucket'] });
  const query = reportQuery(view.filters);
  const report = useFinanceReport(query);
  useLive(['wallet_transactions', 'orders', 'fulfillments']);

  return (
    <Page>
      <Stack $gap={4}>
        <FilterForm
          label={t('figures.range.label')}
          fields={RANGE_FIELDS.map((field) => ({ ...field, label: t(`figures.range.${field.name}`) }))}
          values={query}
          onApply={view.setFilters}
          applyLabel={t('figures.range.show')}
        >
          <SelectField
            label={t('figures.range.bucket')}
            value={query.bucket}
            onChange={(event) => view.setFilter('bucket', event.target.value)}
            options={REPORT_BUCKETS.map((bucket) => ({ value: bucket, label: t(`figures.range.buckets.${bucket}`) }))}
          />
        </FilterForm>
        {report.isPending && <Skeleton lines={10} />}
        {report.isError && <ErrorState error={report.error} onRetry={() => void report.refetch()} />}
        {report.isSuccess && <ReportView report={report.data} />}
      </Stack>
    </Page>
  );
}
