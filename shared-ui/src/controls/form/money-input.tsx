import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney, LOCALES, minorUnits, type Language } from '@fwd/shared-contracts';
import { theme } from '../../theme/theme';
import { controlLook, describedBy, FieldBox, Hint } from './field-parts';
import { FieldMessages } from './field';
import { amountText, parseAmount, type AmountProblem } from './money-text';

export interface MoneyInputProps {
  label: string;
  /** ISO 4217 code; decides how many decimal places may be typed. */
  currency: string;
  /** Integer in the currency's minor units, or null when empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
  hint?: string;
  /** Bounds in minor units, told to the user when crossed (the schema still has the last word). */
  min?: number;
  max?: number;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
}

/**
 * An amount typed in major units ("12.34" CNY) and emitted as an integer in minor units (1234).
 * Keystrokes that would make it something else (letters, a third decimal) are refused and the
 * reason is said politely under the field.
 */
export function MoneyInput({ label, currency, value, onChange, error, hint, min, max, id, ...input }: MoneyInputProps) {
  const { t, i18n } = useTranslation('ui');
  const autoId = useId();
  const inputId = id ?? autoId;
  const digits = minorUnits(currency);
  const [text, setText] = useState(() => amountText(value, digits));
  const [shown, setShown] = useState(value);
  const [refused, setRefused] = useState<AmountProblem | null>(null);

  // A value set from outside (form reset, loaded record) replaces what was typed.
  if (value !== shown) {
    setShown(value);
    const typed = parseAmount(text, digits);
    if (!typed.ok || typed.minor !== value) setText(amountText(value, digits));
  }

  function change(next: string) {
    const parsed = parseAmount(next, digits);
    if (!parsed.ok) {
      setRefused(parsed.problem);
      return;
    }
    setRefused(null);
    setText(next);
    setShown(parsed.minor);
    if (parsed.minor !== value) onChange(parsed.minor);
  }

  const locale = LOCALES[(i18n.language as Language) in LOCALES ? (i18n.language as Language) : 'en'];
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const range =
    value === null
      ? undefined
      : min !== undefined && value < min
        ? t('form.min', { amount: money(min) })
        : max !== undefined && value > max
          ? t('form.max', { amount: money(max) })
          : undefined;
  const shownError = error ?? range;
  const refusal = refused && refusalText(refused);
  function refusalText(problem: AmountProblem) {
    if (problem === 'chars') return t('form.amountChars');
    if (problem === 'tooLarge') return t('form.tooLarge');
    return digits === 0 ? t('form.wholeNumber', { currency }) : t('form.fractionDigits', { currency, count: digits });
  }

  return (
    <FieldBox>
      <label htmlFor={inputId}>{label}</label>
      <Wrap>
        <Input
          id={inputId}
          type="text"
          inputMode={digits === 0 ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={text}
          onChange={(event) => change(event.target.value)}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(inputId, hint, shownError, `${inputId}-currency ${inputId}-refused`)}
          {...input}
        />
        <Currency id={`${inputId}-currency`}>{currency}</Currency>
      </Wrap>
      <Refusal id={`${inputId}-refused`} aria-live="polite">
        {refusal}
      </Refusal>
      <FieldMessages id={inputId} hint={hint} error={shownError} />
    </FieldBox>
  );
}

const Wrap = styled.div`
  position: relative;
  display: flex;
`;

const Input = styled.input`
  ${controlLook}
  flex: 1;
  min-width: 0;
  padding-right: ${theme.space(16)};
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

const Currency = styled.span`
  position: absolute;
  inset: 0 0 0 auto;
  display: grid;
  place-items: center;
  padding: 0 ${theme.space(3)};
  border-left: 1px solid ${theme.color.border};
  color: ${theme.color.muted};
  font-weight: 600;
  pointer-events: none;
`;

/** Always in the page so the live region is heard; out of the grid flow while empty. */
const Refusal = styled(Hint)`
  &:empty {
    position: absolute;
  }
`;
