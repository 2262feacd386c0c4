import { REFUND_STATUSES, useFormat, useLive, useTranslation } from '@fwd/shared-contracts';
import {
  Button,
  DataTable,
  EmptyState,
  loadControls,
  loadDataKit,
  Page,
  Stack,
  StatusBadge,
  statusLabelKey,
  Tabs,
  TextField,
  theme,
  useListView,
  type DataColumn,
} from '@fwd/shared-ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useRefundQueue, type RefundRow } from '../features/refund-review/api/refunds';
import { RefundDrawer } from '../features/refund-review/components/refund-drawer';

export async function loader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

/** /admin/refund: refund requests by status, oldest first; finance approves or rejects, sales sees them. */
export function Component() {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const view = useListView({ filters: ['status', 'customer', 'code'], defaultSort: 'created' });
  const status = (REFUND_STATUSES as readonly string[]).includes(view.filters.status ?? '')
    ? view.filters.status!
    : 'requested';
  const sort = view.sort === '-created' ? '-created' : 'created';
  const list = useRefundQueue({ status, customer: view.filters.customer, code: view.filters.code }, view.page, sort);
  useLive('refunds');
  const [customer, setCustomer] = useState(view.filters.customer ?? '');
  useEffect(() => setCustomer(view.filters.customer ?? ''), [view.filters.customer]);
  const [code, setCode] = useState(view.filters.code ?? '');
  useEffect(() => setCode(view.filters.code ?? ''), [view.filters.code]);
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
      cell: (row) => format.money(row.amount, 'VND'),
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
        <Tabs
          label={t('refundReview.tabs')}
          tabs={REFUND_STATUSES.map((id) => ({ id, label: t(statusLabelKey('refund', id)) }))}
          value={status}
          onChange={(id) => view.setFilter('status', id === 'requested' ? '' : id)}
        />
        <Bar
          onSubmit={(event) => {
            event.preventDefault();
            view.setFilters({ customer: customer.trim(), code: code.trim() });
          }}
          aria-label={t('refundReview.filter')}
        >
          <TextField
            label={t('refundReview.customer')}
            value={customer}
            onChange={(event) => setCustomer(event.target.value)}
          />
          <TextField label={t('refundReview.code')} value={code} onChange={(event) => setCode(event.target.value)} />
          <Button type="submit">{t('refundReview.apply')}</Button>
        </Bar>
        <DataTable
          caption={t('refundReview.table.caption')}
          columns={columns}
          rows={list.data?.items}
          status={list.status}
          error={list.error}
          onRetry={() => void list.refetch()}
          empty={<EmptyState title={t('refundReview.table.none')} />}
          getRowId={(row) => row.id}
          page={view.page}
          perPage={30}
          totalItems={list.data?.totalItems}
          onPageChange={view.setPage}
          sort={sort}
          onSortChange={(next) => view.setSort(next ?? (sort === 'created' ? '-created' : null))}
          onRowClick={(row) => view.open(row.id)}
        />
      </Stack>
      {view.selectedId && <RefundDrawer id={view.selectedId} onClose={view.close} />}
    </Page>
  );
}

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  align-items: flex-end;
`;
