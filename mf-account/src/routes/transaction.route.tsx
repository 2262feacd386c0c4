import { useAuth, useFormat, useTranslation } from '@fwd/shared-contracts';
import { useShopCurrencies } from '@fwd/shared-contracts/domains/settings';
import { loadDataKit, Muted, Page, Stack, useListTable } from '@fwd/shared-ui';
import { ledgerList, type LedgerRow } from '../features/wallet/api/transactions';
import { ExportLedgerButton } from '../features/wallet/components/export-ledger-button';
import { LedgerFilterBar } from '../features/wallet/components/ledger-filter-bar';
import { LedgerTable } from '../features/wallet/components/ledger-table';

/** The list helper, the table and the export button arrive with the page, so it never suspends for them. */
export async function loader() {
  await loadDataKit();
  return null;
}

/**
 * /account/transaction: the customer's ledger with the running balance the server wrote on each
 * row, filtered by kind and days in the URL, newest first, exported as CSV. Live.
 */
export function Component() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const userId = useAuth((s) => s.record?.id ?? '');
  const balance = useAuth((s) => s.record?.balance as number | undefined);
  const list = useListTable<'wallet_transactions', LedgerRow>('wallet_transactions', ledgerList(userId));
  const currency = useShopCurrencies()?.home;

  return (
    <Page actions={<ExportLedgerButton fetchPage={list.exportPage} currency={currency} />}>
      <Stack $gap={4}>
        {typeof balance === 'number' && currency && (
          <Muted>{t('transaction.balance', { amount: format.money(balance, currency) })}</Muted>
        )}
        <LedgerFilterBar filters={list.view.filters} onChange={list.view.setFilters} />
        <div>
          <LedgerTable
            table={list.table}
            currency={currency}
            filtered={list.filtered}
            onClearFilters={list.clearFilters}
          />
        </div>
      </Stack>
    </Page>
  );
}
