import { queryKeys, useApiQuery, useAuth, useList, useLive, useSearchParams } from '@fwd/shared-contracts';
import { loadControls, loadDataKit, Page, Stack, useListView } from '@fwd/shared-ui';
import { useCallback, useMemo } from 'react';
import { getOrderSummary, getShopSettings, orderListParams, type OrderRow } from '../features/orders/api/orders';
import { OrderDrawer } from '../features/orders/components/order-drawer';
import { OrderSearch, OrderStatusTabs } from '../features/orders/components/order-list-controls';
import { OrderTable } from '../features/orders/components/order-table';
import { codeQuery, ORDER_FILTERS, orderStatusOf } from '../features/orders/order-filters';

/** The table, the tabs, the drawer and its dialogs arrive with the page, so it never suspends for them. */
export async function loader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

/**
 * /account/order: the customer's orders by status tab (with counts) and code search, newest
 * first; `?id=` opens one in a drawer with its items, costs, timeline, parcels and actions.
 * Live: a change staff make to an order or its parcels shows without a reload.
 */
export function Component() {
  const userId = useAuth((s) => s.record?.id ?? '');
  const view = useListView({ filters: ORDER_FILTERS });
  const status = orderStatusOf(view.filters.status);
  const code = codeQuery(view.filters.q);
  const orders = useList<'orders', OrderRow>('orders', orderListParams(userId, { status, q: code }, view.page));
  const summary = useApiQuery(queryKeys.custom('summary', 'customer'), getOrderSummary, {
    dependsOn: ['orders', 'parcels', 'fulfillments', 'settings'],
  });
  const settings = useApiQuery(queryKeys.custom('settings', 'default'), getShopSettings, { staleTime: 600_000 });
  useLive('customer');

  const [params] = useSearchParams();
  const detailHref = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params);
      next.set('id', id);
      return `?${next.toString()}`;
    },
    [params],
  );
  const currencies = useMemo(
    () => (settings.data ? { home: settings.data.home_currency, source: settings.data.source_currency } : undefined),
    [settings.data],
  );
  const filtered = Boolean(status || code);

  return (
    <Page>
      <Stack $gap={4}>
        <OrderStatusTabs
          counts={summary.data?.orders}
          status={status}
          onChange={(next) => view.setFilter('status', next)}
        />
        <OrderSearch value={code} onSearch={(next) => view.setFilter('q', next)} />
        <OrderTable
          rows={orders.data?.items}
          status={orders.status}
          error={orders.error}
          onRetry={() => void orders.refetch()}
          page={view.page}
          perPage={view.perPage}
          totalItems={orders.data?.totalItems}
          onPageChange={view.setPage}
          currency={currencies?.home}
          detailHref={detailHref}
          onOpen={view.open}
          filtered={filtered}
          onShowAll={() => view.setFilters({ status: '', q: '' })}
        />
      </Stack>
      <OrderDrawer
        id={view.selectedId}
        rows={orders.data?.items}
        userId={userId}
        currencies={currencies}
        onClose={view.close}
      />
    </Page>
  );
}
