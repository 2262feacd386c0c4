import { useFormat, useTranslation } from '@fwd/shared-contracts';
import { customerSearchFilter, customersDomain, type CustomerRow } from '@fwd/shared-contracts/domains/customers';
import { useShopMoney } from '@fwd/shared-contracts/domains/settings';
import {
  EmptyState,
  FilterForm,
  listPageLoader,
  useListTable,
  type DataColumn,
  type ListTableOptions,
} from '@fwd/shared-ui';
import { DeskPage } from '../components/desk-page';
import { CUSTOMER_TABS, CustomerDrawer, type CustomerTab } from '../features/customer-desk/components/customer-drawer';

export const loader = listPageLoader;

const SEARCH = 'q';

const { staff } = customersDomain;
const CUSTOMERS: ListTableOptions = {
  filters: staff.filters,
  filter: customerSearchFilter,
  defaultSort: staff.defaultSort,
  sorts: staff.sorts,
  fields: staff.fields,
};

/**
 * /admin/customer: find a customer by code, name, email or phone; `?id=` opens them with tabs
 * (`&tab=`) of their profile, orders, parcels, shipments, ledger, addresses and complaints.
 */
export function Component() {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const money = useShopMoney();
  const list = useListTable<'users', CustomerRow>('users', CUSTOMERS);
  const { view } = list;
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
      cell: (row) => money?.home(row.balance),
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
    <DeskPage
      list={list}
      filters={
        <FilterForm
          label={t('customerDesk.searchForm')}
          fields={[{ name: SEARCH, label: t('customerDesk.search') }]}
          values={view.filters}
          onApply={view.setFilters}
          applyLabel={t('customerDesk.find')}
        />
      }
      table={{
        caption: t('customerDesk.table.caption'),
        columns,
        empty: (
          <EmptyState
            title={view.filters.q ? t('customerDesk.noMatch', { q: view.filters.q }) : t('customerDesk.empty')}
          />
        ),
      }}
    >
      {view.selectedId && (
        <CustomerDrawer
          id={view.selectedId}
          tab={tab}
          onTab={(next) => view.setFilter('tab', next === 'profile' ? '' : next)}
          onClose={view.close}
        />
      )}
    </DeskPage>
  );
}
