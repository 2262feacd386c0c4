import { Link, useTranslation } from '@fwd/shared-contracts';
import { Button, DataTable, EmptyState, Muted, theme, type DataColumn, type ListTableBinding } from '@fwd/shared-ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { referencePage, type LedgerRow } from '../api/transactions';
import { DateTimeText, MoneyText } from './cells';
import { SignedAmount } from './signed-amount';

export interface LedgerTableProps {
  /** The list's table props (`useListTable(...).table`); a row opens nothing (its reference links). */
  table: ListTableBinding<LedgerRow>;
  /** Home currency; absent until the shop's settings are read (numbers are shown meanwhile). */
  currency: string | undefined;
  /** Whether any filter is set (chooses the empty state). */
  filtered: boolean;
  onClearFilters: () => void;
}

/** The ledger's columns: when, kind, note and what it is about, signed amount, running balance. */
export function useLedgerColumns(currency: string | undefined): DataColumn<LedgerRow>[] {
  const { t } = useTranslation('account');
  return useMemo(
    () => [
      {
        id: 'date',
        header: t('transaction.columns.date'),
        sortField: 'created',
        cell: (row) => <DateTimeText value={row.created} />,
      },
      { id: 'kind', header: t('transaction.columns.kind'), cell: (row) => t(`transaction.kinds.${row.kind}`) },
      {
        id: 'details',
        header: t('transaction.columns.details'),
        cell: (row) => (
          <Details>
            {row.note && <span>{row.note}</span>}
            {row.reference && <ReferenceLink reference={row.reference} />}
          </Details>
        ),
      },
      {
        id: 'amount',
        header: t('transaction.columns.amount'),
        align: 'end',
        cell: (row) => <SignedAmount amount={row.amount} currency={currency} />,
      },
      {
        id: 'balance',
        header: t('transaction.columns.balance'),
        align: 'end',
        cell: (row) => <MoneyText amount={row.balance_after} currency={currency} />,
      },
    ],
    [t, currency],
  );
}

/** The order, shipment or top-up a line is about, by its code, opening its page. */
function ReferenceLink({ reference }: { reference: NonNullable<LedgerRow['reference']> }) {
  const { t } = useTranslation('account');
  const { to, label } = referencePage(reference);
  return (
    <Small>
      <Link to={to}>{t(label, { code: reference.code })}</Link>
    </Small>
  );
}

/** The wallet history as a table (cards on a phone), paged and sorted by the server. */
export function LedgerTable(props: LedgerTableProps) {
  const { t } = useTranslation('account');
  const columns = useLedgerColumns(props.currency);
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a row opens nothing: its reference links
  const { onRowClick, ...table } = props.table;
  const { status, totalItems } = table;
  const empty = props.filtered ? (
    <EmptyState title={t('transaction.empty.filtered')}>
      <Button type="button" $variant="secondary" onClick={props.onClearFilters}>
        {t('transaction.filters.clear')}
      </Button>
    </EmptyState>
  ) : (
    <EmptyState title={t('transaction.empty.none')}>
      <Button as={Link} to="/account/recharge">
        {t('transaction.empty.topUp')}
      </Button>
    </EmptyState>
  );
  return (
    <>
      {status === 'success' && totalItems !== undefined && totalItems > 0 && (
        <Count aria-live="polite">{t('transaction.count', { count: totalItems })}</Count>
      )}
      <DataTable {...table} caption={t('transaction.caption')} columns={columns} empty={empty} />
    </>
  );
}

const Details = styled.span`
  display: grid;
  gap: ${theme.space(0.5)};
  overflow-wrap: anywhere;
`;

const Small = styled.span`
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;

const Count = styled(Muted)`
  margin: 0;
`;
