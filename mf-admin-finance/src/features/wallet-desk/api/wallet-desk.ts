import { allOf, pb, where, type ListParams, type RechargeRecord, type UserRecord } from '@fwd/shared-contracts';
import { RECHARGES_TO_REVIEW } from '@fwd/shared-contracts/domains/wallet';
import { adjustWallet, approveRecharge, rejectRecharge, type AdjustWalletBody } from '@fwd/shared-contracts/api';

export type Customer = Pick<UserRecord, 'id' | 'code' | 'name' | 'email' | 'balance'>;
export type RechargeRow = RechargeRecord & { expand?: { user?: Customer } };

/** Top-ups waiting for review, with a proof or not yet, oldest first (the first one waited longest). */
export function pendingRechargesParams(page: number): ListParams {
  return { page, filter: RECHARGES_TO_REVIEW, sort: 'created', expand: 'user' };
}

/** The sorts the balances list supports (from the URL). */
export const BALANCE_SORTS = ['-balance', 'balance', 'code', '-code', 'name', '-name'] as const;
export const BALANCE_DEFAULT_SORT = '-balance';

export function balanceSort(sort: string | undefined): string {
  return sort && (BALANCE_SORTS as readonly string[]).includes(sort) ? sort : BALANCE_DEFAULT_SORT;
}

/** Customers by balance, matching `q` on code, name or email. */
export function balancesParams(q: string, page: number, sort: string | undefined): ListParams {
  const text = q.trim();
  return {
    page,
    sort: balanceSort(sort),
    fields: 'id,code,name,email,balance',
    filter: allOf(text && where('code ~ {:q} || name ~ {:q} || email ~ {:q}', { q: text })),
  };
}

export const approve = (id: string) => approveRecharge(pb, id);
export const reject = (id: string, reason: string) => rejectRecharge(pb, id, { reason });
export const adjust = (body: AdjustWalletBody) => adjustWallet(pb, body);
