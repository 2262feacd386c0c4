import { useFormat } from '@fwd/shared-contracts';

/** A server amount in its currency; a dash until the shop's currency is known. */
export function Money({ amount, currency }: { amount: number; currency: string | undefined }) {
  const format = useFormat();
  if (!currency) return <span aria-hidden="true">—</span>;
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{format.money(amount, currency)}</span>;
}

/** A weight the server worked out, in kg with up to two decimals. */
export function useKg() {
  const format = useFormat();
  return (kg: number) => format.number(kg, { maximumFractionDigits: 2 });
}

/** One amount of a label/value list (`Figures`, `DetailFacts`): its label, then the amount. */
export function MoneyFact({
  label,
  amount,
  currency,
}: {
  label: string;
  amount: number;
  currency: string | undefined;
}) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <Money amount={amount} currency={currency} />
      </dd>
    </>
  );
}
