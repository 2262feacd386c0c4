import { Link, useFormat, useTranslation } from '@fwd/shared-contracts';
import { bulkOrderMove } from '@fwd/shared-contracts/domains/orders';
import { useShopMoney } from '@fwd/shared-contracts/domains/settings';
import { Button, EmptyState, listPageLoader, statusColumn, useListTable, type DataColumn } from '@fwd/shared-ui';
import { lazy, Suspense, useState } from 'react';
import { createdColumn } from '../components/desk-columns';
import { DeskPage, LazyDrawer } from '../components/desk-page';
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

export const loader = listPageLoader;

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
    createdColumn(t('orderDesk.table.placed'), format),
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
    statusColumn('order', t('orderDesk.table.status')),
  ];

  return (
    <DeskPage
      list={list}
      tabsLabel={t('orderDesk.tabs.label')}
      filters={<OrderFilterBar filters={view.filters} onApply={(next) => view.setFilters(next)} />}
      table={{
        caption: t('orderDesk.table.caption'),
        columns,
        empty: <EmptyState title={list.filtered ? t('orderDesk.table.noneFiltered') : t('orderDesk.table.none')} />,
        selection: bulkTo
          ? list.selection((rows) => (
              <Button type="button" onClick={() => setBulk(rows)}>
                {t(`orderDesk.bulk.to.${bulkTo}`, { count: rows.length })}
              </Button>
            ))
          : undefined,
      }}
    >
      {view.selectedId && (
        <LazyDrawer title={t('orderDesk.detail.loading')} lines={8} onClose={view.close}>
          <OrderDrawer id={view.selectedId} onClose={view.close} />
        </LazyDrawer>
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
    </DeskPage>
  );
}
