import { Link, useFormat, useTranslation } from '@fwd/shared-contracts';
import { Button, DataTable, EmptyState, FilterForm, Row, Stack, useListTable, type DataColumn } from '@fwd/shared-ui';
import { BALANCES_LIST, type Customer } from '../api/wallet-desk';

/** Every customer's balance, searchable and sortable, with their ledger and an adjustment. */
export function Balances({ currency, onAdjust }: { currency: string; onAdjust: (customer: Customer) => void }) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const list = useListTable<'users', Customer>('users', BALANCES_LIST);
  const q = list.view.filters.q ?? '';
  const columns: DataColumn<Customer>[] = [
    { id: 'code', header: t('walletDesk.balances.code'), sortField: 'code', cell: (row) => row.code },
    { id: 'name', header: t('walletDesk.balances.name'), sortField: 'name', cell: (row) => row.name },
    { id: 'email', header: t('walletDesk.balances.email'), hideOnPhone: true, cell: (row) => row.email },
    {
      id: 'balance',
      header: t('walletDesk.balances.balance'),
      sortField: 'balance',
      align: 'end',
      cell: (row) => format.money(row.balance, currency),
    },
    {
      id: 'actions',
      header: t('walletDesk.balances.actions'),
      cell: (row) => (
        <Row $gap={2}>
          <Link
            to={`/admin/transaction?user=${row.id}`}
            aria-label={t('walletDesk.balances.ledgerOf', { code: row.code })}
          >
            {t('walletDesk.balances.ledger')}
          </Link>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => onAdjust(row)}
            aria-label={t('walletDesk.balances.adjustOf', { code: row.code })}
          >
            {t('walletDesk.balances.adjust')}
          </Button>
        </Row>
      ),
    },
  ];
  return (
    <Stack $gap={3}>
      <FilterForm
        label={t('walletDesk.balances.searchLabel')}
        fields={BALANCES_LIST.filters?.map((name) => ({ name, label: t('walletDesk.balances.search') })) ?? []}
        values={list.view.filters}
        onApply={list.view.setFilters}
        applyLabel={t('walletDesk.balances.find')}
      />
      <DataTable
        {...list.table}
        onRowClick={undefined}
        caption={t('walletDesk.balances.caption')}
        columns={columns}
        empty={<EmptyState title={q ? t('walletDesk.balances.noMatch', { q }) : t('walletDesk.balances.empty')} />}
      />
    </Stack>
  );
}
