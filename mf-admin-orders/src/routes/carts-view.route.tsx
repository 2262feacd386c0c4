import { useFormat, useLive, useTranslation } from '@fwd/shared-contracts';
import type { CustomerCart } from '@fwd/shared-contracts/api';
import { useCustomerCarts } from '@fwd/shared-contracts/domains/cart';
import {
  DataTable,
  EmptyState,
  FilterForm,
  listPageLoader,
  Page,
  Stack,
  useListView,
  type DataColumn,
} from '@fwd/shared-ui';
import { CartDrawer } from '../features/carts-view/components/cart-drawer';

export const loader = listPageLoader;

const SEARCH = 'q';

/** /admin/customer-cart: what customers hold in their carts, by customer, oldest cart first, with its value. */
export function Component() {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const view = useListView({ filters: ['q'] });
  const carts = useCustomerCarts(view.filters.q ?? '', view.page);
  useLive('cart_items');
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
      // Rows come with the answer, which names the currencies it valued them in.
      cell: (row) =>
        `${format.money(row.value, carts.data!.homeCurrency)} (${format.money(row.valueSrc, carts.data!.sourceCurrency)})`,
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
        <FilterForm
          label={t('cartsView.searchForm')}
          fields={[{ name: SEARCH, label: t('cartsView.search') }]}
          values={view.filters}
          onApply={view.setFilters}
          applyLabel={t('cartsView.find')}
        />
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
