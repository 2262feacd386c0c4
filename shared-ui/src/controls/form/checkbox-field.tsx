import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { describedBy, FieldBox } from './field-parts';
import { FieldMessages } from './field';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A native checkbox with its label beside it (works with `register(...)` or `checked`). */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, error, hint, id, ...input },
  ref,
) {
  const autoId = useId();
  const boxId = id ?? autoId;
  return (
    <FieldBox>
      <Line>
        <Box
          ref={ref}
          type="checkbox"
          id={boxId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(boxId, hint, error)}
          {...input}
        />
        <label htmlFor={boxId}>{label}</label>
      </Line>
      <FieldMessages id={boxId} hint={hint} error={error} />
    </FieldBox>
  );
});

const Line = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding-top: ${theme.space(2.5)};
  label {
    cursor: pointer;
  }
`;

const Box = styled.input`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${theme.color.primary};
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  &[aria-invalid='true'] {
    outline: 2px solid ${theme.color.danger};
  }
`;
