import { useFormat, useList, useTranslation } from '@fwd/shared-contracts';
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
import { CUSTOMER_SORTS, customerSearchParams, type CustomerRow } from '../features/customer-desk/api/customers';
import { CUSTOMER_TABS, CustomerDrawer, type CustomerTab } from '../features/customer-desk/components/customer-drawer';

export async function loader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

/**
 * /admin/customer: find a customer by code, name, email or phone; `?id=` opens them with tabs
 * (`&tab=`) of their profile, orders, parcels, shipments, ledger, addresses and complaints.
 */
export function Component() {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const view = useListView({ filters: ['q', 'tab'], defaultSort: '-created' });
  const sort = view.sort && CUSTOMER_SORTS.includes(view.sort) ? view.sort : '-created';
  const list = useList<'users', CustomerRow>('users', customerSearchParams(view.filters.q ?? '', view.page, sort));
  const [q, setQ] = useState(view.filters.q ?? '');
  useEffect(() => setQ(view.filters.q ?? ''), [view.filters.q]);
  const tab = (CUSTOMER_TABS as readonly string[]).includes(view.filters.tab ?? '')
    ? (view.filters.tab as CustomerTab)
    : 'profile';
  const columns: DataColumn<CustomerRow>[] = [
    { id: 'code', header: t('customerDesk.table.code'), sortField: 'code', cell: (row) => row.code },
    { id: 'name', header: t('customerDesk.table.name'), sortField: 'name', cell: (row) => row.name },
    { id: 'email', header: t('customerDesk.table.email'), hideOnPhone: true, cell: (row) => row.email },
    { id: 'phone', header: t('customerDesk.table.phone'), hideOnPhone: true, cell: (row) => row.phone },
    {
      id: 'balance',
      header: t('customerDesk.table.balance'),
      sortField: 'balance',
      align: 'end',
      cell: (row) => format.money(row.balance, 'VND'),
    },
    {
      id: 'created',
      header: t('customerDesk.table.joined'),
      sortField: 'created',
      hideOnPhone: true,
      cell: (row) => format.date(row.created),
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
            label={t('customerDesk.search')}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
          <Button type="submit">{t('customerDesk.find')}</Button>
        </Search>
        <DataTable
          caption={t('customerDesk.table.caption')}
          columns={columns}
          rows={list.data?.items}
          status={list.status}
          error={list.error}
          onRetry={() => void list.refetch()}
          empty={
            <EmptyState
              title={view.filters.q ? t('customerDesk.noMatch', { q: view.filters.q }) : t('customerDesk.empty')}
            />
          }
          getRowId={(row) => row.id}
          page={view.page}
          perPage={30}
          totalItems={list.data?.totalItems}
          onPageChange={view.setPage}
          sort={sort}
          onSortChange={view.setSort}
          onRowClick={(row) => view.open(row.id)}
        />
      </Stack>
      {view.selectedId && (
        <CustomerDrawer
          id={view.selectedId}
          tab={tab}
          onTab={(next) => view.setFilter('tab', next === 'profile' ? '' : next)}
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
