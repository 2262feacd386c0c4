import { useFormat } from '@fwd/shared-contracts';
import styled from 'styled-components';

/*
 * Table cells that format for themselves: a table's columns then do not depend on `useFormat()`
 * (a new object each render), so they stay the same and the cells are not remounted.
 */

/** A record's date and time in the user's language. */
export function DateTimeText({ value }: { value: string }) {
  const format = useFormat();
  return <time dateTime={value}>{format.dateTime(value)}</time>;
}

/** A server amount in `currency`, or as a plain number until the currency is known. */
export function MoneyText({ amount, currency }: { amount: number; currency: string | undefined }) {
  const format = useFormat();
  return <Figure>{currency ? format.money(amount, currency) : format.number(amount)}</Figure>;
}

const Figure = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
