import { useFormat } from '@fwd/shared-contracts';
import type { ShopCurrencies } from '@fwd/shared-contracts/domains/settings';

/** A server amount in its currency; a dash until the shop's currency is known. */
export function Money({ amount, currency }: { amount: number; currency: string | undefined }) {
  const format = useFormat();
  if (!currency) return <span aria-hidden="true">—</span>;
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{format.money(amount, currency)}</span>;
}

/** The shop's two currencies: what sellers charge in (source) and what the wallet holds (home). */
export type Currencies = ShopCurrencies;
