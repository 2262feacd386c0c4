import { allOf, WALLET_TRANSACTION_KINDS, where, type WalletTransactionKind } from '@fwd/shared-contracts';

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

/** Whether a value is a real calendar day written `YYYY-MM-DD` (what `<input type="date">` gives). */
export function isDay(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day after a `YYYY-MM-DD` day, in the same format. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
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
