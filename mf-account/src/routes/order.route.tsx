import { useAuth, useTranslation } from '@fwd/shared-contracts';
import { useShopCurrencies } from '@fwd/shared-contracts/domains/settings';
import { useCustomerSummary } from '@fwd/shared-contracts/domains/summary';
import { Page, Stack, StatusTabs, useListTable } from '@fwd/shared-ui';
import { useMemo } from 'react';
import { orderList, type OrderRow } from '../features/orders/api/orders';
import { OrderDrawer } from '../features/orders/components/order-drawer';
import { OrderSearch } from '../features/orders/components/order-list-controls';
import { OrderTable } from '../features/orders/components/order-table';
import { codeQuery } from '../features/orders/order-filters';

export { listPageLoader as loader } from '@fwd/shared-ui';

/**
 * /account/order: the customer's orders by status tab (with counts) and code search, newest
 * first; `?id=` opens one in a drawer with its items, costs, timeline, parcels and actions.
 * Live: a change staff make to an order or its parcels shows without a reload.
 */
export function Component() {
  const { t } = useTranslation('account');
  const userId = useAuth((s) => s.record?.id ?? '');
  const options = useMemo(() => orderList(userId), [userId]);
  const list = useListTable<'orders', OrderRow>('orders', options);
  const summary = useCustomerSummary();
  const currencies = useShopCurrencies();
  const code = codeQuery(list.view.filters.q);

  return (
    <Page>
      <Stack $gap={4}>
        {list.tabs && <StatusTabs {...list.tabs} counts={summary.data?.orders} label={t('orders.tabs.label')} />}
        <OrderSearch value={code} onSearch={(next) => list.view.setFilter('q', next)} />
        <OrderTable
          table={list.table}
          currency={currencies?.home}
          detailHref={list.detailHref}
          filtered={list.filtered}
          onShowAll={list.clearFilters}
        />
      </Stack>
      <OrderDrawer
        id={list.view.selectedId}
        rows={list.table.rows}
        userId={userId}
        currencies={currencies}
        onClose={list.view.close}
      />
    </Page>
  );
}
