import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { controlLook, describedBy, FieldBox } from './field-parts';
import { FieldMessages } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: string;
  options: SelectOption[];
  /** A first, empty choice ("Choose an area…"); it cannot be chosen back once a value is picked if `required`. */
  placeholder?: string;
}

/** A labelled native select (works with `register(...)` or a controlled value). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, options, placeholder, id, ...select },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldBox>
      <label htmlFor={selectId}>{label}</label>
      <Select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        {...select}
      >
        {placeholder !== undefined && (
          <option value="" disabled={select.required}>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <FieldMessages id={selectId} hint={hint} error={error} />
    </FieldBox>
  );
});

const Select = styled.select`
  ${controlLook}
  padding-right: ${theme.space(8)};
  /* A native select is as wide as its longest option: on a phone that must not widen the page. */
  min-width: 0;
  max-width: 100%;
`;
