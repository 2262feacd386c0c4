import { Link, useFormat, useTranslation } from '@fwd/shared-contracts';
import { bulkOrderMove } from '@fwd/shared-contracts/domains/orders';
import { useShopMoney } from '@fwd/shared-contracts/domains/settings';
import {
  Button,
  DataTable,
  Drawer,
  EmptyState,
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
import { lazy, Suspense, useState } from 'react';
import { ORDER_LIST, type OrderRow } from '../features/order-desk/api/orders';
import { OrderFilterBar } from '../features/order-desk/components/order-filter-bar';

// The drawer (its forms and their schemas) loads when an order is opened, not with the list.
const OrderDrawer = lazy(() =>
  import('../features/order-desk/components/order-drawer').then((module) => ({ default: module.OrderDrawer })),
);

// So does the bulk move's form, when orders are moved together.
const BulkMove = lazy(() =>
  import('../features/order-desk/components/bulk-move').then((module) => ({ default: module.BulkMove })),
);

export async function loader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

/**
 * /admin/orders: every order by status (counts on the tabs), customer, shop, code and dates, kept
 * in the URL; `?id=` opens one with its purchase, tracking codes, moves and cancel; orders of one
 * status move together with a result per order.
 */
export function Component() {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const money = useShopMoney();
  const list = useListTable<'orders', OrderRow>('orders', ORDER_LIST);
  const [bulk, setBulk] = useState<OrderRow[] | null>(null);
  const bulkTo = bulkOrderMove(list.tab);
  const { view } = list;

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
      cell: (row) => money?.home(row.total) ?? format.number(row.total),
    },
    {
      id: 'status',
      header: t('orderDesk.table.status'),
      cell: (row) => <StatusBadge machine="order" status={row.status} />,
    },
  ];

  return (
    <Page>
      <Stack $gap={4}>
        {list.tabs && <StatusTabs {...list.tabs} label={t('orderDesk.tabs.label')} />}
        <OrderFilterBar filters={view.filters} onApply={(next) => view.setFilters(next)} />
        <DataTable
          {...list.table}
          caption={t('orderDesk.table.caption')}
          columns={columns}
          empty={<EmptyState title={list.filtered ? t('orderDesk.table.noneFiltered') : t('orderDesk.table.none')} />}
          selection={
            bulkTo
              ? list.selection((rows) => (
                  <Button type="button" onClick={() => setBulk(rows)}>
                    {t(`orderDesk.bulk.to.${bulkTo}`, { count: rows.length })}
                  </Button>
                ))
              : undefined
          }
        />
      </Stack>
      {view.selectedId && (
        <Suspense
          fallback={
            <Drawer open onOpenChange={(open) => !open && view.close()} title={t('orderDesk.detail.loading')}>
              <Skeleton lines={8} />
            </Drawer>
          }
        >
          <OrderDrawer id={view.selectedId} onClose={view.close} />
        </Suspense>
      )}
      {bulk && bulkTo && (
        <Suspense fallback={null}>
          <BulkMove
            orders={bulk}
            to={bulkTo}
            onDone={() => {
              setBulk(null);
              list.clearSelection();
            }}
          />
        </Suspense>
      )}
    </Page>
  );
}
