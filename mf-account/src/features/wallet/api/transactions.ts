import { pb, readOptions, type LedgerLine, type LedgerReference, type ListParams } from '@fwd/shared-contracts';

export type LedgerRow = LedgerLine;

const RECORD_PAGES: Record<LedgerReference['collection'], { page: string; label: string }> = {
  orders: { page: '/account/order', label: 'transaction.reference.order' },
  fulfillments: { page: '/account/fulfillment', label: 'transaction.reference.shipment' },
  recharges: { page: '/account/recharge', label: 'transaction.reference.topUp' },
};

/** The page of the record a ledger line is about, and the words (key) that name it. */
export function referencePage(reference: LedgerReference): { to: string; label: string } {
  const { page, label } = RECORD_PAGES[reference.collection];
  return { to: `${page}?id=${encodeURIComponent(reference.id)}`, label };
}

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
  return pb.collection('wallet_transactions').getList<LedgerRow>(page, perPage, {
    filter,
    sort,
    ...readOptions(signal),
  });
}
