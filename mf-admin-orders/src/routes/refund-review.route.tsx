import { useFormat, useTranslation } from '@fwd/shared-contracts';
import { useHomeCurrency } from '@fwd/shared-contracts/domains/settings';
import { EmptyState, FilterForm, listPageLoader, statusColumn, useListTable, type DataColumn } from '@fwd/shared-ui';
import { lazy } from 'react';
import { createdColumn, customerColumn } from '../components/desk-columns';
import { DeskPage, LazyDrawer } from '../components/desk-page';
import { REFUND_FILTERS, REFUND_QUEUE, type RefundRow } from '../features/refund-review/api/refunds';

// The drawer (its decision form and the form's schema) loads when a request is opened, not with the queue.
const RefundDrawer = lazy(() =>
  import('../features/refund-review/components/refund-drawer').then((module) => ({ default: module.RefundDrawer })),
);

export const loader = listPageLoader;

/** /admin/refund: refund requests by status, oldest first; finance approves or rejects, sales sees them. */
export function Component() {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const currency = useHomeCurrency();
  const list = useListTable<'refunds', RefundRow>('refunds', REFUND_QUEUE);
  const { view } = list;
  const columns: DataColumn<RefundRow>[] = [
    createdColumn(t('refundReview.table.asked'), format),
    customerColumn(t('refundReview.table.customer')),
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
    statusColumn('refund', t('refundReview.table.status')),
  ];
  return (
    <DeskPage
      list={list}
      tabsLabel={t('refundReview.tabs')}
      filters={
        <FilterForm
          label={t('refundReview.filter')}
          fields={REFUND_FILTERS.map((name) => ({ name, label: t(`refundReview.${name}`) }))}
          values={view.filters}
          onApply={view.setFilters}
          applyLabel={t('refundReview.apply')}
        />
      }
      table={{
        caption: t('refundReview.table.caption'),
        columns,
        empty: <EmptyState title={t('refundReview.table.none')} />,
      }}
    >
      {view.selectedId && (
        <LazyDrawer title={t('refundReview.detail.title')} lines={6} onClose={view.close}>
          <RefundDrawer id={view.selectedId} onClose={view.close} />
        </LazyDrawer>
      )}
    </DeskPage>
  );
}
