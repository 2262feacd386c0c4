import { useFormat, useLive, useTranslation } from '@fwd/shared-contracts';
import type { CustomerCart } from '@fwd/shared-contracts/api';
import {
  Button,
  DataTable,
  EmptyState,
  loadControls,
  loadDataKit,
  Page,
  Stack,
  TextField,
  theme,
  useListView,
  type DataColumn,
} from '@fwd/shared-ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useCustomerCarts } from '../features/carts-view/api/carts';
import { CartDrawer } from '../features/carts-view/components/cart-drawer';

export async function loader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

/** /admin/customer-cart: what customers hold in their carts, by customer, oldest cart first, with its value. */
export function Component() {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const view = useListView({ filters: ['q'] });
  const carts = useCustomerCarts(view.filters.q ?? '', view.page);
  useLive('cart_items');
  const [q, setQ] = useState(view.filters.q ?? '');
  useEffect(() => setQ(view.filters.q ?? ''), [view.filters.q]);
  const rows = carts.data?.items;
  const open = rows?.find((row) => row.user.id === view.selectedId);
  const columns: DataColumn<CustomerCart>[] = [
    { id: 'customer', header: t('cartsView.table.customer'), cell: (row) => `${row.user.code} ${row.user.name}` },
    { id: 'lines', header: t('cartsView.table.lines'), align: 'end', cell: (row) => format.number(row.lines) },
    {
      id: 'qty',
      header: t('cartsView.table.qty'),
      align: 'end',
      hideOnPhone: true,
      cell: (row) => format.number(row.qty),
    },
    {
      id: 'value',
      header: t('cartsView.table.value'),
      align: 'end',
      cell: (row) =>
        `${format.money(row.value, carts.data?.homeCurrency ?? 'VND')} (${format.money(row.valueSrc, carts.data?.sourceCurrency ?? 'CNY')})`,
    },
    { id: 'oldest', header: t('cartsView.table.oldest'), cell: (row) => format.dateTime(row.oldest) },
    {
      id: 'newest',
      header: t('cartsView.table.newest'),
      hideOnPhone: true,
      cell: (row) => format.dateTime(row.newest),
    },
  ];
  return (
    <Page>
      <Stack $gap={4}>
        <Search
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            view.setFilter('q', q.trim());
          }}
        >
          <TextField
            label={t('cartsView.search')}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
          <Button type="submit">{t('cartsView.find')}</Button>
        </Search>
        <DataTable
          caption={t('cartsView.table.caption')}
          columns={columns}
          rows={rows}
          status={carts.status}
          error={carts.error}
          onRetry={() => void carts.refetch()}
          empty={<EmptyState title={t('cartsView.empty')} />}
          getRowId={(row) => row.user.id}
          page={view.page}
          perPage={carts.data?.perPage ?? 30}
          totalItems={carts.data?.totalItems}
          onPageChange={view.setPage}
          onRowClick={(row) => view.open(row.user.id)}
        />
      </Stack>
      {view.selectedId && (
        <CartDrawer
          userId={view.selectedId}
          title={open ? t('cartsView.cartOf', { code: open.user.code, name: open.user.name }) : t('cartsView.cart')}
          onClose={view.close}
        />
      )}
    </Page>
  );
}

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  align-items: flex-end;
  > :first-child {
    flex: 1 1 16rem;
  }
`;
