import { useFormat, useTranslation } from '@fwd/shared-contracts';
import { useHomeCurrency } from '@fwd/shared-contracts/domains/settings';
import {
  DataTable,
  Drawer,
  EmptyState,
  FilterForm,
  loadControls,
  loadDataKit,
  Page,
  Skeleton,
  Stack,
  StatusBadge,
  StatusTabs,
  useListTable,
  type DataColumn,
} from '@fwd/shared-ui';
import { lazy, Suspense } from 'react';
import { REFUND_FILTERS, REFUND_QUEUE, type RefundRow } from '../features/refund-review/api/refunds';

// The drawer (its decision form and the form's schema) loads when a request is opened, not with the queue.
const RefundDrawer = lazy(() =>
  import('../features/refund-review/components/refund-drawer').then((module) => ({ default: module.RefundDrawer })),
);

export async function loader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

/** /admin/refund: refund requests by status, oldest first; finance approves or rejects, sales sees them. */
export function Component() {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const currency = useHomeCurrency();
  const list = useListTable<'refunds', RefundRow>('refunds', REFUND_QUEUE);
  const { view } = list;
  const columns: DataColumn<RefundRow>[] = [
    {
      id: 'created',
      header: t('refundReview.table.asked'),
      sortField: 'created',
      cell: (row) => format.dateTime(row.created),
    },
    {
      id: 'customer',
      header: t('refundReview.table.customer'),
      cell: (row) => `${row.expand?.user?.code ?? ''} ${row.expand?.user?.name ?? ''}`,
    },
    {
      id: 'for',
      header: t('refundReview.table.for'),
      opensRow: true,
      cell: (row) => row.expand?.order?.code ?? row.expand?.fulfillment?.code ?? '',
    },
    {
      id: 'amount',
      header: t('refundReview.table.amount'),
      align: 'end',
      cell: (row) => format.money(row.amount, currency),
    },
    {
      id: 'status',
      header: t('refundReview.table.status'),
      cell: (row) => <StatusBadge machine="refund" status={row.status} />,
    },
  ];
  return (
    <Page>
      <Stack $gap={4}>
        {list.tabs && <StatusTabs {...list.tabs} label={t('refundReview.tabs')} />}
        <FilterForm
          label={t('refundReview.filter')}
          fields={REFUND_FILTERS.map((name) => ({ name, label: t(`refundReview.${name}`) }))}
          values={view.filters}
          onApply={view.setFilters}
          applyLabel={t('refundReview.apply')}
        />
        <DataTable
          {...list.table}
          caption={t('refundReview.table.caption')}
          columns={columns}
          empty={<EmptyState title={t('refundReview.table.none')} />}
        />
      </Stack>
      {view.selectedId && (
        <Suspense
          fallback={
            <Drawer open onOpenChange={(open) => !open && view.close()} title={t('refundReview.detail.title')}>
              <Skeleton lines={6} />
            </Drawer>
          }
        >
          <RefundDrawer id={view.selectedId} onClose={view.close} />
        </Suspense>
      )}
    </Page>
  );
}
