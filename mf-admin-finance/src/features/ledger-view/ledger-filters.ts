import { allOf, where, WALLET_TRANSACTION_KINDS, isDay, nextDay } from '@fwd/shared-contracts';
import type { LedgerSummaryQuery } from '@fwd/shared-contracts/api';

/** The ledger page's filters, each its own search param. Amounts are whole home-currency units. */
export const LEDGER_FILTERS = ['user', 'kind', 'from', 'to', 'min', 'max', 'q'] as const;
export type LedgerFilters = Partial<Record<(typeof LEDGER_FILTERS)[number], string>>;

export const LEDGER_DEFAULT_SORT = '-created';
export const LEDGER_SORTS = ['-created', 'created', '-amount', 'amount'];

/** A signed whole amount from the URL, or undefined. */
export function amountOf(value: string | undefined): number | undefined {
  if (!value || !/^-?\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

const isKind = (value: string | undefined): value is string =>
  !!value && (WALLET_TRANSACTION_KINDS as readonly string[]).includes(value);
const isId = (value: string | undefined): value is string => !!value && /^[a-z0-9]{15}$/.test(value);

/** The PocketBase filter of the chosen filters (values bound by the SDK; days are UTC days). */
export function ledgerFilter(filters: LedgerFilters): string {
  const min = amountOf(filters.min);
  const max = amountOf(filters.max);
  const q = filters.q?.trim() ?? '';
  return allOf(
    isId(filters.user) && where('user = {:user}', { user: filters.user }),
    isKind(filters.kind) && where('kind = {:kind}', { kind: filters.kind }),
    isDay(filters.from) && where('created >= {:from}', { from: `${filters.from} 00:00:00` }),
    isDay(filters.to) && where('created < {:to}', { to: `${nextDay(filters.to)} 00:00:00` }),
    min !== undefined && where('amount >= {:min}', { min }),
    max !== undefined && where('amount <= {:max}', { max }),
    q && where('(ref ~ {:q} || note ~ {:q})', { q }),
  );
}

/** The same filters for the count-and-sum route, so the sum is over exactly the listed lines. */
export function ledgerSummaryQuery(filters: LedgerFilters): LedgerSummaryQuery {
  const query: LedgerSummaryQuery = {};
  if (isId(filters.user)) query.user = filters.user;
  if (isKind(filters.kind)) query.kind = filters.kind;
  if (isDay(filters.from)) query.from = filters.from;
  if (isDay(filters.to)) query.to = filters.to;
  const min = amountOf(filters.min);
  const max = amountOf(filters.max);
  if (min !== undefined) query.minAmount = min;
  if (max !== undefined) query.maxAmount = max;
  if (filters.q?.trim()) query.q = filters.q.trim();
  return query;
}
