import {
  apiClient,
  pb,
  queryKeys,
  readOptions,
  useApiQuery,
  type LedgerLine,
  type UserRecord,
} from '@fwd/shared-contracts';
import { getLedgerSummary, type LedgerSummaryQuery } from '@fwd/shared-contracts/api';
import type { ListTableOptions } from '@fwd/shared-ui';
import { LEDGER_DEFAULT_SORT, LEDGER_FILTERS, LEDGER_SORTS, ledgerFilter } from '../ledger-filters';

export type LedgerCustomer = Pick<UserRecord, 'id' | 'code' | 'name'>;
export type LedgerRow = LedgerLine & { expand?: { user?: LedgerCustomer } };

const EXPAND = 'user';
const FIELDS = '*,expand.user.id,expand.user.code,expand.user.name';

/**
 * The ledger's list: pages without a total (a total counts every matching line: the summary does),
 * lines of the same second in one order from page to page.
 */
export const LEDGER_LIST: ListTableOptions = {
  filters: LEDGER_FILTERS,
  filter: ledgerFilter,
  defaultSort: LEDGER_DEFAULT_SORT,
  sorts: LEDGER_SORTS,
  tieBreak: 'id',
  expand: EXPAND,
  fields: FIELDS,
  skipTotal: true,
  live: 'wallet_transactions',
};

/** How many lines match and their sum, from the server. */
export function useLedgerSummary(query: LedgerSummaryQuery) {
  return useApiQuery(queryKeys.custom('wallet_transactions', 'summary', query), (signal) =>
    getLedgerSummary(apiClient(signal), query),
  );
}

/**
 * A batch of the ledger for the CSV export. `total` is the summary's count: asking PocketBase for
 * a total with every batch would count every matching line each time.
 */
export async function ledgerBatch(
  query: { filter: string; sort: string; total: number },
  page: number,
  perPage: number,
  signal?: AbortSignal,
) {
  const result = await pb.collection('wallet_transactions').getList<LedgerRow>(page, perPage, {
    filter: query.filter || undefined,
    sort: query.sort,
    expand: EXPAND,
    fields: FIELDS,
    skipTotal: true,
    ...readOptions(signal),
  });
  return { items: result.items, totalItems: query.total, totalPages: Math.max(1, Math.ceil(query.total / perPage)) };
}

/** The customer the ledger is filtered on, to name them. */
export function useLedgerCustomer(id: string | undefined) {
  return useApiQuery(
    queryKeys.custom('users', 'ledger-customer', id ?? ''),
    (signal) =>
      pb.collection('users').getOne<LedgerCustomer>(id ?? '', { fields: 'id,code,name', ...readOptions(signal) }),
    { enabled: !!id },
  );
}

/** A customer by code (the filter bar takes a code), or null. */
export async function customerByCode(code: string): Promise<LedgerCustomer | null> {
  const page = await pb.collection('users').getList<LedgerCustomer>(1, 1, {
    filter: pb.filter('code = {:code}', { code: code.trim().toUpperCase() }),
    fields: 'id,code,name',
    ...readOptions(),
  });
  return page.items[0] ?? null;
}
