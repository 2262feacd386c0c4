import { allOf, pb, where, type RechargeRecord, type UserRecord } from '@fwd/shared-contracts';
import type { ListTableOptions } from '@fwd/shared-ui';
import { RECHARGES_TO_REVIEW } from '@fwd/shared-contracts/domains/wallet';
import { adjustWallet, approveRecharge, rejectRecharge, type AdjustWalletBody } from '@fwd/shared-contracts/api';

export type Customer = Pick<UserRecord, 'id' | 'code' | 'name' | 'email' | 'balance'>;
export type RechargeRow = RechargeRecord & { expand?: { user?: Customer } };

/** Top-ups waiting for review, with a proof or not yet, oldest first (the first one waited longest). */
export const REVIEW_LIST: ListTableOptions = {
  filter: () => RECHARGES_TO_REVIEW,
  defaultSort: 'created',
  sorts: ['created'],
  expand: 'user',
};

/** Customers matching `q` on code, name or email. */
export function balancesFilter(filters: { q?: string }): string {
  const text = filters.q?.trim() ?? '';
  return allOf(text && where('code ~ {:q} || name ~ {:q} || email ~ {:q}', { q: text }));
}

/** Every customer's balance, the biggest first, searchable and sortable from the URL. */
export const BALANCES_LIST: ListTableOptions = {
  filters: ['q'],
  filter: balancesFilter,
  defaultSort: '-balance',
  sorts: ['-balance', 'balance', 'code', '-code', 'name', '-name'],
  fields: 'id,code,name,email,balance',
};

export const approve = (id: string) => approveRecharge(pb, id);
export const reject = (id: string, reason: string) => rejectRecharge(pb, id, { reason });
export const adjust = (body: AdjustWalletBody) => adjustWallet(pb, body);
