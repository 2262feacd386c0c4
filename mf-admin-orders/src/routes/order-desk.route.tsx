import { Link, ORDER_STATUSES, useFormat, useLive, useTranslation } from '@fwd/shared-contracts';
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
  theme,
  useListView,
  type DataColumn,
} from '@fwd/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useOrderCounts, useOrderPage, type OrderRow } from '../features/order-desk/api/orders';
import { BULK_MOVES } from '../features/order-desk/bulk';
import { BulkMove } from '../features/order-desk/components/bulk-move';
import { OrderDrawer } from '../features/order-desk/components/order-drawer';
import { OrderFilterBar } from '../features/order-desk/components/order-filter-bar';
import {
  isOrderStatus,
  ORDER_DEFAULT_SORT,
  ORDER_FILTERS,
  orderFilter,
  orderSort,
} from '../features/order-desk/order-filters';

export async function loader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

const PER_PAGE = 30;
const ALL = 'all';

/**
 * /admin/orders: every order by status (counts on the tabs), customer, shop, code and dates, kept
 * in the URL; `?id=` opens one with its purchase, tracking codes, moves and cancel; orders of one
 * status move together with a result per order.
 */
export function Component() {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const view = useListView({ filters: ORDER_FILTERS, defaultSort: ORDER_DEFAULT_SORT });
  const sort = orderSort(view.sort);
  const page = useOrderPage(orderFilter(view.filters), sort, view.page);
  const counts = useOrderCounts();
  useLive('orders');
  const [selected, setSelected] = useState<string[]>([]);
  const [bulk, setBulk] = useState<OrderRow[] | null>(null);
  const status = isOrderStatus(view.filters.status) ? view.filters.status : undefined;
  const bulkTo = status ? BULK_MOVES[status] : undefined;
  const rows = page.data?.items;

  const columns: DataColumn<OrderRow>[] = [
    {
      id: 'code',
      header: t('orderDesk.table.code'),
      cell: (row) => <Link to={`?${new URLSearchParams({ ...view.filters, id: row.id }).toString()}`}>{row.code}</Link>,
    },
    {
      id: 'created',
      header: t('orderDesk.table.placed'),
      sortField: 'created',
      cell: (row) => format.dateTime(row.created),
    },
    {
      id: 'customer',
      header: t('orderDesk.table.customer'),
      cell: (row) => (row.expand?.user ? `${row.expand.user.code} ${row.expand.user.name}` : row.user),
    },
    { id: 'shop', header: t('orderDesk.table.shop'), hideOnPhone: true, cell: (row) => row.shop },
    {
      id: 'total',
      header: t('orderDesk.table.total'),
      sortField: 'total',
      align: 'end',
      cell: (row) => format.money(row.total, 'VND'),
    },
    {
      id: 'status',
      header: t('orderDesk.table.status'),
      cell: (row) => <StatusBadge machine="order" status={row.status} />,
    },
  ];
  const tabs = [
    { id: ALL, label: t('orderDesk.tabs.all') },
    ...ORDER_STATUSES.map((id) => ({ id, label: t(statusLabelKey('order', id)), count: counts.data?.counts[id] ?? 0 })),
  ];

  return (
    <Page>
      <Stack $gap={4}>
        <TabStrip>
          <Tabs
            label={t('orderDesk.tabs.label')}
            tabs={tabs}
            value={status ?? ALL}
            onChange={(id) => {
              setSelected([]);
              view.setFilter('status', id === ALL ? '' : id);
            }}
          />
        </TabStrip>
        <OrderFilterBar filters={view.filters} onApply={(next) => view.setFilters(next)} />
        <DataTable
          caption={t('orderDesk.table.caption')}
          columns={columns}
          rows={rows}
          status={page.status}
          error={page.error}
          onRetry={() => void page.refetch()}
          empty={
            <EmptyState
              title={
                Object.keys(view.filters).length > 0 ? t('orderDesk.table.noneFiltered') : t('orderDesk.table.none')
              }
            />
          }
          getRowId={(row) => row.id}
          page={view.page}
          perPage={PER_PAGE}
          hasNextPage={(rows?.length ?? 0) === PER_PAGE}
          onPageChange={view.setPage}
          sort={sort}
          onSortChange={(next) => view.setSort(next ?? (sort === ORDER_DEFAULT_SORT ? 'created' : null))}
          onRowClick={(row) => view.open(row.id)}
          selection={
            bulkTo
              ? {
                  selected,
                  onChange: setSelected,
                  actions: (ids) => (
                    <Button type="button" onClick={() => setBulk((rows ?? []).filter((row) => ids.includes(row.id)))}>
                      {t(`orderDesk.bulk.to.${bulkTo}`, { count: ids.length })}
                    </Button>
                  ),
                }
              : undefined
          }
        />
      </Stack>
      {view.selectedId && <OrderDrawer id={view.selectedId} onClose={view.close} />}
      {bulk && bulkTo && (
        <BulkMove
          orders={bulk}
          to={bulkTo}
          onDone={() => {
            setBulk(null);
            setSelected([]);
          }}
        />
      )}
    </Page>
  );
}

const TabStrip = styled.div`
  min-width: 0;
  max-width: 100%;
  overflow-x: auto;
  padding-bottom: ${theme.space(1)};
`;
