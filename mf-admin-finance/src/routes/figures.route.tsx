import { useLive, useTranslation } from '@fwd/shared-contracts';
import { REPORT_BUCKETS } from '@fwd/shared-contracts/api';
import {
  Button,
  ErrorState,
  loadControls,
  loadDataKit,
  Page,
  SelectField,
  Skeleton,
  Stack,
  TextField,
  theme,
  useListView,
} from '@fwd/shared-ui';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useFinanceReport } from '../features/figures/api/report';
import { ReportView } from '../features/figures/components/report-view';
import { reportQuery } from '../features/figures/report-range';

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
  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query.from, query.to, query.bucket]); // eslint-disable-line react-hooks/exhaustive-deps

  function apply(event: FormEvent) {
    event.preventDefault();
    view.setFilters({ from: draft.from, to: draft.to, bucket: draft.bucket });
  }

  return (
    <Page>
      <Stack $gap={4}>
        <Bar onSubmit={apply} aria-label={t('figures.range.label')}>
          <TextField
            label={t('figures.range.from')}
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
          <TextField
            label={t('figures.range.to')}
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
          <SelectField
            label={t('figures.range.bucket')}
            value={draft.bucket}
            onChange={(event) => setDraft({ ...draft, bucket: event.target.value as typeof draft.bucket })}
            options={REPORT_BUCKETS.map((bucket) => ({ value: bucket, label: t(`figures.range.buckets.${bucket}`) }))}
          />
          <Button type="submit">{t('figures.range.show')}</Button>
        </Bar>
        {report.isPending && <Skeleton lines={10} />}
        {report.isError && <ErrorState error={report.error} onRetry={() => void report.refetch()} />}
        {report.isSuccess && <ReportView report={report.data} />}
      </Stack>
    </Page>
  );
}

const Bar = styled.form`
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  align-items: end;
`;
