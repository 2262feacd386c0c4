import { useTranslation } from '@fwd/shared-contracts';
import { ExportCsvButton, type CsvColumn, type ListTable } from '@fwd/shared-ui';
import { useCallback, useMemo } from 'react';
import type { LedgerRow } from '../api/transactions';

export interface ExportLedgerButtonProps {
  /** Pages of the list's view (`useListTable(...).exportPage`). */
  fetchPage: ListTable<LedgerRow>['exportPage'];
  currency: string | undefined;
}

/** Exports every ledger row matching the current filters (batches of 500) as CSV. */
export function ExportLedgerButton({ fetchPage, currency }: ExportLedgerButtonProps) {
  const { t } = useTranslation('account');
  // Amounts are written as signed whole numbers of the home currency, named in the header.
  const money = useCallback((key: string) => (currency ? t(`${key}In`, { currency }) : t(key)), [t, currency]);
  const columns = useMemo<CsvColumn<LedgerRow>[]>(
    () => [
      { header: t('transaction.columns.date'), value: (row) => row.created },
      { header: t('transaction.columns.kind'), value: (row) => t(`transaction.kinds.${row.kind}`) },
      { header: t('transaction.csv.note'), value: (row) => row.note },
      { header: t('transaction.csv.ref'), value: (row) => row.reference?.code ?? '' },
      { header: money('transaction.csv.amount'), value: (row) => row.amount },
      { header: money('transaction.csv.balance'), value: (row) => row.balance_after },
    ],
    [t, money],
  );
  return (
    <ExportCsvButton
      filename={`${t('transaction.export.filename')}-${new Date().toISOString().slice(0, 10)}`}
      columns={columns}
      fetchPage={fetchPage}
    />
  );
}
