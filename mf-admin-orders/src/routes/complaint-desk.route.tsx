import { COMPLAINT_STATUSES, useAuth, useFormat, useList, useLive, useTranslation } from '@fwd/shared-contracts';
import {
  Button,
  CheckboxField,
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
import { complaintQueueParams, type ComplaintRow } from '../features/complaint-desk/api/complaints';
import { ComplaintDrawer } from '../features/complaint-desk/components/complaint-drawer';

export async function loader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

const SORTS = ['created', '-created'];

/**
 * /admin/complain: the complaint queue by status, the longest waiting first, only mine or one
 * customer's; `?id=` opens one to take, answer in its live thread, resolve or reject.
 */
export function Component() {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const me = useAuth((s) => s.record?.id ?? '');
  const view = useListView({ filters: ['status', 'mine', 'customer'], defaultSort: 'created' });
  const status = (COMPLAINT_STATUSES as readonly string[]).includes(view.filters.status ?? '')
    ? view.filters.status!
    : 'open';
  const sort = view.sort && SORTS.includes(view.sort) ? view.sort : 'created';
  const list = useList<'complaints', ComplaintRow>(
    'complaints',
    complaintQueueParams({ ...view.filters, status }, me, view.page, sort),
  );
  useLive('complaints');
  const [customer, setCustomer] = useState(view.filters.customer ?? '');
  useEffect(() => setCustomer(view.filters.customer ?? ''), [view.filters.customer]);

  const columns: DataColumn<ComplaintRow>[] = [
    {
      id: 'created',
      header: t('complaintDesk.table.opened'),
      sortField: 'created',
      cell: (row) => format.dateTime(row.created),
    },
    {
      id: 'customer',
      header: t('complaintDesk.table.customer'),
      cell: (row) => `${row.expand?.user?.code ?? ''} ${row.expand?.user?.name ?? ''}`,
    },
    { id: 'type', header: t('complaintDesk.table.type'), cell: (row) => t(`complaintDesk.types.${row.type}`) },
    {
      id: 'about',
      header: t('complaintDesk.table.about'),
      hideOnPhone: true,
      opensRow: true,
      cell: (row) =>
        row.expand?.order?.code ?? row.expand?.fulfillment?.code ?? row.expand?.parcel?.tracking_code ?? '—',
    },
    {
      id: 'assignee',
      header: t('complaintDesk.table.assignee'),
      hideOnPhone: true,
      cell: (row) => row.expand?.assignee?.name ?? '',
    },
    {
      id: 'status',
      header: t('complaintDesk.table.status'),
      cell: (row) => <StatusBadge machine="complaint" status={row.status} />,
    },
  ];

  return (
    <Page>
      <Stack $gap={4}>
        <Tabs
          label={t('complaintDesk.tabs')}
          tabs={COMPLAINT_STATUSES.map((id) => ({ id, label: t(statusLabelKey('complaint', id)) }))}
          value={status}
          onChange={(id) => view.setFilter('status', id === 'open' ? '' : id)}
        />
        <Bar
          onSubmit={(event) => {
            event.preventDefault();
            view.setFilter('customer', customer.trim());
          }}
          aria-label={t('complaintDesk.filters.label')}
        >
          <CheckboxField
            label={t('complaintDesk.filters.mine')}
            checked={view.filters.mine === '1'}
            onChange={(event) => view.setFilter('mine', event.target.checked ? '1' : '')}
          />
          <TextField
            label={t('complaintDesk.filters.customer')}
            value={customer}
            onChange={(event) => setCustomer(event.target.value)}
          />
          <Button type="submit">{t('complaintDesk.filters.apply')}</Button>
        </Bar>
        <DataTable
          caption={t('complaintDesk.table.caption')}
          columns={columns}
          rows={list.data?.items}
          status={list.status}
          error={list.error}
          onRetry={() => void list.refetch()}
          empty={<EmptyState title={t('complaintDesk.table.none')} />}
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
      {view.selectedId && <ComplaintDrawer id={view.selectedId} onClose={view.close} />}
    </Page>
  );
}

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  align-items: flex-end;
`;
