import { useAuth, useFormat, useTranslation } from '@fwd/shared-contracts';
import { complaintQueueFilter, complaintsDomain, type ComplaintRow } from '@fwd/shared-contracts/domains/complaints';
import {
  CheckboxField,
  DataTable,
  EmptyState,
  FilterForm,
  loadControls,
  loadDataKit,
  Page,
  Stack,
  StatusBadge,
  StatusTabs,
  useListTable,
  type DataColumn,
} from '@fwd/shared-ui';
import { useMemo } from 'react';
import { ComplaintDrawer } from '../features/complaint-desk/components/complaint-drawer';

export async function loader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

const { staff } = complaintsDomain;
const TEXT_FILTERS = ['customer'] as const;

/**
 * /admin/complain: the complaint queue by status, the longest waiting first, only mine or one
 * customer's; `?id=` opens one to take, answer in its live thread, resolve or reject.
 */
export function Component() {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const me = useAuth((s) => s.record?.id ?? '');
  const options = useMemo(
    () => ({
      filters: staff.filters,
      filter: complaintQueueFilter(me),
      defaultSort: staff.defaultSort,
      sorts: staff.sorts,
      expand: staff.expand,
      tabs: { machine: complaintsDomain.machine, initial: staff.initialStatus },
      live: complaintsDomain.collection,
    }),
    [me],
  );
  const list = useListTable<'complaints', ComplaintRow>('complaints', options);
  const { view } = list;

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
        {list.tabs && <StatusTabs {...list.tabs} label={t('complaintDesk.tabs')} />}
        <FilterForm
          label={t('complaintDesk.filters.label')}
          fields={TEXT_FILTERS.map((name) => ({ name, label: t(`complaintDesk.filters.${name}`) }))}
          values={view.filters}
          onApply={view.setFilters}
          applyLabel={t('complaintDesk.filters.apply')}
        >
          <CheckboxField
            label={t('complaintDesk.filters.mine')}
            checked={view.filters.mine === '1'}
            onChange={(event) => view.setFilter('mine', event.target.checked ? '1' : '')}
          />
        </FilterForm>
        <DataTable
          {...list.table}
          caption={t('complaintDesk.table.caption')}
          columns={columns}
          empty={<EmptyState title={t('complaintDesk.table.none')} />}
        />
      </Stack>
      {view.selectedId && <ComplaintDrawer id={view.selectedId} onClose={view.close} />}
    </Page>
  );
}
