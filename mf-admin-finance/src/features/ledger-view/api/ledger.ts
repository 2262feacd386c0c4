import {
  apiClient,
  pb,
  queryKeys,
  readOptions,
  useApiQuery,
  useList,
  type LedgerLine,
  type UserRecord,
} from '@fwd/shared-contracts';
import { getLedgerSummary, type LedgerSummaryQuery } from '@fwd/shared-contracts/api';

export type LedgerCustomer = Pick<UserRecord, 'id' | 'code' | 'name'>;
export type LedgerRow = LedgerLine & { expand?: { user?: LedgerCustomer } };

const EXPAND = 'user';
const FIELDS = '*,expand.user.id,expand.user.code,expand.user.name';

/** One page of the ledger without its total (a total counts every matching line: the summary does). */
export function useLedgerPage(filter: string, sort: string, page: number) {
  return useList<'wallet_transactions', LedgerRow>('wallet_transactions', {
    filter,
    sort,
    page,
    expand: EXPAND,
    fields: FIELDS,
    skipTotal: true,
  });
}

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
