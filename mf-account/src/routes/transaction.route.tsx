import { useAuth, useFormat, useList, useLive, useTranslation } from '@fwd/shared-contracts';
import { loadDataKit, Muted, Page, Stack, useListView } from '@fwd/shared-ui';
import { useShopCurrencies } from '@fwd/shared-contracts/domains/settings';
import { ledgerListParams, type LedgerRow } from '../features/wallet/api/transactions';
import { ExportLedgerButton } from '../features/wallet/components/export-ledger-button';
import { LedgerFilterBar } from '../features/wallet/components/ledger-filter-bar';
import { LedgerTable } from '../features/wallet/components/ledger-table';
import { LEDGER_DEFAULT_SORT, LEDGER_FILTERS, ledgerFilter, ledgerSort } from '../features/wallet/ledger-filters';

/** The table and the export button arrive with the page, so it never suspends for them. */
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
  const view = useListView({ filters: LEDGER_FILTERS, defaultSort: LEDGER_DEFAULT_SORT });
  const query = { filter: ledgerFilter(userId, view.filters), sort: ledgerSort(view.sort) };
  const ledger = useList<'wallet_transactions', LedgerRow>(
    'wallet_transactions',
    ledgerListParams(query, view.page, view.perPage),
  );
  useLive('customer');
  const currency = useShopCurrencies()?.home;
  const filtered = LEDGER_FILTERS.some((name) => view.filters[name]);
  const clearFilters = () => view.setFilters({ kind: '', from: '', to: '' });

  return (
    <Page actions={<ExportLedgerButton query={query} currency={currency} />}>
      <Stack $gap={4}>
        {typeof balance === 'number' && currency && (
          <Muted>{t('transaction.balance', { amount: format.money(balance, currency) })}</Muted>
        )}
        <LedgerFilterBar filters={view.filters} onChange={view.setFilters} />
        <div>
          <LedgerTable
            rows={ledger.data?.items}
            status={ledger.status}
            error={ledger.error}
            onRetry={() => void ledger.refetch()}
            currency={currency}
            page={view.page}
            perPage={view.perPage}
            totalItems={ledger.data?.totalItems}
            onPageChange={view.setPage}
            sort={query.sort}
            onSortChange={view.setSort}
            filtered={filtered}
            onClearFilters={clearFilters}
          />
        </div>
      </Stack>
    </Page>
  );
}
