import { forwardRef, useId, type ChangeEvent } from 'react';
import { AsYouType, type CountryCode } from 'libphonenumber-js/min';
import styled from 'styled-components';
import { controlLook, describedBy, FieldBox } from './field-parts';
import { FieldMessages } from './field';

export interface PhoneInputProps {
  label: string;
  /** The number as typed and formatted ("0912 345 678"); normalise with normalizePhone() to store it. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** Country of numbers typed without "+"; Vietnam unless told. */
  defaultCountry?: CountryCode;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
}

/** Characters a phone number may be typed with; anything else is dropped. */
const NOT_PHONE = /[^\d+()\-.\s]/g;

/** Groups the digits as the country writes them, as they are typed. */
export function formatPhone(typed: string, country: CountryCode = 'VN'): string {
  return new AsYouType(country).input(typed);
}

/**
 * A telephone field that groups digits as they are typed. Formatting only happens when typing at
 * the end, so deleting a space or editing in the middle never fights the user.
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { label, value, onChange, error, hint, defaultCountry = 'VN', id, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;

  function change(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.target.value.replace(NOT_PHONE, '');
    const atEnd = (event.target.selectionStart ?? typed.length) >= event.target.value.length;
    onChange(typed.length > value.length && atEnd ? formatPhone(typed, defaultCountry) : typed);
  }

  return (
    <FieldBox>
      <label htmlFor={inputId}>{label}</label>
      <Input
        ref={ref}
        id={inputId}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={value}
        onChange={change}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...input}
      />
      <FieldMessages id={inputId} hint={hint} error={error} />
    </FieldBox>
  );
});

const Input = styled.input`
  ${controlLook}
  font-variant-numeric: tabular-nums;
`;
