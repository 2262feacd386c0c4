import { useFormat, useTranslation } from '@fwd/shared-contracts';
import { theme } from '@fwd/shared-ui';
import styled from 'styled-components';

/**
 * A ledger amount with its sign written out (+ money in, − money out) and coloured: the colour
 * is never the only cue. `currency` is absent until the shop's settings are read.
 */
export function SignedAmount({ amount, currency }: { amount: number; currency: string | undefined }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const credit = amount > 0;
  const size = Math.abs(amount);
  const text = currency ? format.money(size, currency) : format.number(size);
  return (
    <Amount $credit={credit}>
      <span className="visually-hidden">{t(credit ? 'transaction.credit' : 'transaction.debit')} </span>
      <span aria-hidden="true">{credit ? '+' : '−'}</span>
      {text}
    </Amount>
  );
}

const Amount = styled.span<{ $credit: boolean }>`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ $credit }) => ($credit ? theme.color.success : theme.color.danger)};
`;
