import { pb, type ListParams, type WalletTransactionRecord } from '@fwd/shared-contracts';

/** The part of a ledger request the page's filters decide. */
export interface LedgerQuery {
  /** Built by `ledgerFilter`: always the customer's own rows. */
  filter: string;
  sort: string;
}

export function ledgerListParams(query: LedgerQuery, page: number, perPage: number): ListParams {
  return { page, perPage, filter: query.filter, sort: `${query.sort},${query.sort.startsWith('-') ? '-' : ''}id` };
}

/** A page of the ledger for the CSV export (batches of 500). */
export function listWalletTransactions(query: LedgerQuery, page: number, perPage: number, signal?: AbortSignal) {
  const { filter, sort } = ledgerListParams(query, page, perPage);
  return pb.collection('wallet_transactions').getList<WalletTransactionRecord>(page, perPage, {
    filter,
    sort,
    signal,
    requestKey: null,
  });
}
