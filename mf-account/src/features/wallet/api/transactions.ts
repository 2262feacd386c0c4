import type { LedgerLine, LedgerReference } from '@fwd/shared-contracts';
import type { ListTableOptions } from '@fwd/shared-ui';
import { LEDGER_DEFAULT_SORT, LEDGER_FILTERS, LEDGER_SORTS, ledgerFilter } from '../ledger-filters';

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

/** The customer's ledger for `useListTable('wallet_transactions', ...)`: their own rows, filtered in the URL, live. */
export function ledgerList(userId: string): ListTableOptions {
  return {
    filters: LEDGER_FILTERS,
    filter: (filters) => ledgerFilter(userId, filters),
    defaultSort: LEDGER_DEFAULT_SORT,
    sorts: LEDGER_SORTS,
    tieBreak: 'id',
    live: 'customer',
  };
}
