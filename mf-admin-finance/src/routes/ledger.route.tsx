import { Link, useFormat, useTranslation, type LedgerReference } from '@fwd/shared-contracts';
import {
  DataTable,
  EmptyState,
  ExportCsvButton,
  loadControls,
  loadDataKit,
  Muted,
  Page,
  Stack,
  useListTable,
  type DataColumn,
} from '@fwd/shared-ui';
import { shopCurrencies, useShopSettings } from '@fwd/shared-contracts/domains/settings';
import styled from 'styled-components';
import {
  LEDGER_LIST,
  ledgerBatch,
  useLedgerCustomer,
  useLedgerSummary,
  type LedgerRow,
} from '../features/ledger-view/api/ledger';
import { LedgerFilterBar } from '../features/ledger-view/components/ledger-filter-bar';
import { ledgerSummaryQuery } from '../features/ledger-view/ledger-filters';

export async function loader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

/** The words naming what a ledger line is about, by the collection of its reference. */
const REFERENCE_WORDS: Record<LedgerReference['collection'], string> = {
  orders: 'ledgerView.table.reference.orders',
  fulfillments: 'ledgerView.table.reference.fulfillments',
  recharges: 'ledgerView.table.reference.recharges',
};

/**
 * /admin/transaction: every ledger line, filtered by customer, kind, days, amounts and reference,
 * with the count and sum of the filtered lines (from the server) and a CSV export of all of them.
 */
export function Component() {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const list = useListTable<'wallet_transactions', LedgerRow>('wallet_transactions', LEDGER_LIST);
  const { view } = list;
  const currency = shopCurrencies(useShopSettings().data).home;
  const summary = useLedgerSummary(ledgerSummaryQuery(view.filters));
  const customer = useLedgerCustomer(view.filters.user);

  const signed = (amount: number) =>
    amount > 0 ? `+${format.money(amount, currency)}` : format.money(amount, currency);
  const columns: DataColumn<LedgerRow>[] = [
    {
      id: 'created',
      header: t('ledgerView.table.when'),
      sortField: 'created',
      cell: (row) => format.dateTime(row.created),
    },
    {
      id: 'customer',
      header: t('ledgerView.table.customer'),
      cell: (row) => (
        <Link to={`/admin/customer?id=${row.user}`}>
          {row.expand?.user ? `${row.expand.user.code} ${row.expand.user.name}` : row.user}
        </Link>
      ),
    },
    { id: 'kind', header: t('ledgerView.table.kind'), cell: (row) => t(`ledgerView.kinds.${row.kind}`) },
    {
      id: 'amount',
      header: t('ledgerView.table.amount'),
      sortField: 'amount',
      align: 'end',
      cell: (row) => <Amount $credit={row.amount > 0}>{signed(row.amount)}</Amount>,
    },
    {
      id: 'after',
      header: t('ledgerView.table.balanceAfter'),
      align: 'end',
      hideOnPhone: true,
      cell: (row) => format.money(row.balance_after, currency),
    },
    {
      id: 'ref',
      header: t('ledgerView.table.ref'),
      hideOnPhone: true,
      cell: (row) => (row.reference ? t(REFERENCE_WORDS[row.reference.collection], { code: row.reference.code }) : ''),
    },
    { id: 'note', header: t('ledgerView.table.note'), hideOnPhone: true, cell: (row) => row.note },
    {
      id: 'actor',
      header: t('ledgerView.table.by'),
      hideOnPhone: true,
      cell: (row) => (row.actor ? t('ledgerView.table.staff') : t('ledgerView.table.customerSelf')),
    },
  ];
  const csv = [
    { header: t('ledgerView.table.when'), value: (row: LedgerRow) => row.created },
    { header: t('ledgerView.table.customer'), value: (row: LedgerRow) => row.expand?.user?.code ?? row.user },
    { header: t('ledgerView.table.kind'), value: (row: LedgerRow) => row.kind },
    { header: t('ledgerView.table.amount'), value: (row: LedgerRow) => row.amount },
    { header: t('ledgerView.table.balanceAfter'), value: (row: LedgerRow) => row.balance_after },
    { header: t('ledgerView.table.ref'), value: (row: LedgerRow) => row.reference?.code ?? '' },
    { header: t('ledgerView.table.note'), value: (row: LedgerRow) => row.note },
    { header: t('ledgerView.table.by'), value: (row: LedgerRow) => row.actor },
  ];
  const total = summary.data?.count ?? 0;

  return (
    <Page
      actions={
        summary.isSuccess && total > 0 ? (
          <ExportCsvButton
            filename={`${t('ledgerView.export.filename')}-${new Date().toISOString().slice(0, 10)}`}
            columns={csv}
            fetchPage={(page, perPage, signal) => ledgerBatch({ ...list.params, total }, page, perPage, signal)}
          />
        ) : undefined
      }
    >
      <Stack $gap={4}>
        <LedgerFilterBar
          filters={view.filters}
          customerCode={customer.data?.code ?? ''}
          currency={currency}
          onApply={(next) => view.setFilters(next as Record<string, string>)}
        />
        <Summary aria-live="polite">
          {summary.isSuccess &&
            t('ledgerView.summary', {
              count: summary.data.count,
              sum: signed(summary.data.sum),
            })}
          {summary.isPending && t('ledgerView.summing')}
        </Summary>
        <DataTable
          {...list.table}
          onRowClick={undefined}
          caption={t('ledgerView.table.caption')}
          columns={columns}
          empty={<EmptyState title={list.filtered ? t('ledgerView.emptyFiltered') : t('ledgerView.empty')} />}
        />
      </Stack>
    </Page>
  );
}

const Summary = styled(Muted)`
  font-weight: 600;
`;

const Amount = styled.span<{ $credit: boolean }>`
  font-variant-numeric: tabular-nums;
  color: ${({ $credit }) => ($credit ? '#1a6b34' : 'inherit')};
`;
