import {
  allOf,
  WALLET_TRANSACTION_KINDS,
  where,
  type WalletTransactionKind,
  isDay,
  nextDay,
} from '@fwd/shared-contracts';

/** The filters of /account/transaction, each its own search param. */
export const LEDGER_FILTERS = ['kind', 'from', 'to'] as const;
export type LedgerFilterName = (typeof LEDGER_FILTERS)[number];
export type LedgerFilters = Partial<Record<LedgerFilterName, string>>;

/** Newest first; the ledger can also be read oldest first. */
export const LEDGER_DEFAULT_SORT = '-created';
export const LEDGER_SORTS = ['-created', 'created'];

export function isLedgerKind(value: string | undefined): value is WalletTransactionKind {
  return (WALLET_TRANSACTION_KINDS as readonly string[]).includes(value ?? '');
}

/** When a day starts where the customer is, as PocketBase writes dates (UTC): `2025-02-28 17:00:00.000Z`. */
export function localDayStart(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).toISOString().replace('T', ' ');
}

/**
 * The PocketBase filter of the customer's ledger: always their own rows, then the chosen kind and
 * days. `from` and `to` are whole days in the customer's time (`dayStart`), `to` included (up to the
 * start of the next day). Unknown kinds and invalid days are ignored; every value is bound by the SDK.
 */
export function ledgerFilter(
  userId: string,
  filters: LedgerFilters,
  dayStart: (day: string) => string = localDayStart,
): string {
  const { kind, from, to } = filters;
  return allOf(
    where('user = {:me}', { me: userId }),
    isLedgerKind(kind) && where('kind = {:kind}', { kind }),
    isDay(from) && where('created >= {:from}', { from: dayStart(from) }),
    isDay(to) && where('created < {:to}', { to: dayStart(nextDay(to)) }),
  );
}
