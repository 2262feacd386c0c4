import { useAuth, useFormat, useTranslation } from '@fwd/shared-contracts';
import { complaintQueueFilter, complaintsDomain, type ComplaintRow } from '@fwd/shared-contracts/domains/complaints';
import {
  CheckboxField,
  EmptyState,
  FilterForm,
  listPageLoader,
  statusColumn,
  useListTable,
  type DataColumn,
} from '@fwd/shared-ui';
import { useMemo } from 'react';
import { createdColumn, customerColumn } from '../components/desk-columns';
import { DeskPage } from '../components/desk-page';
import { ComplaintDrawer } from '../features/complaint-desk/components/complaint-drawer';

export const loader = listPageLoader;

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
    createdColumn(t('complaintDesk.table.opened'), format),
    customerColumn(t('complaintDesk.table.customer')),
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
    statusColumn('complaint', t('complaintDesk.table.status')),
  ];

  return (
    <DeskPage
      list={list}
      tabsLabel={t('complaintDesk.tabs')}
      filters={
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
      }
      table={{
        caption: t('complaintDesk.table.caption'),
        columns,
        empty: <EmptyState title={t('complaintDesk.table.none')} />,
      }}
    >
      {view.selectedId && <ComplaintDrawer id={view.selectedId} onClose={view.close} />}
    </DeskPage>
  );
}
