import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '../theme/theme';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input whose error is announced and linked with aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={inputId}>{label}</label>
      <Input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && <Hint id={`${inputId}-hint`}>{hint}</Hint>}
      {error && (
        <ErrorText id={`${inputId}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
});

const Field = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  label {
    font-weight: 600;
  }
`;

const Input = styled.input`
  min-height: 44px;
  padding: 0 ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  font: inherit;
  background: ${theme.color.surface};
  &[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
`;

const Hint = styled.span`
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;

const ErrorText = styled.span`
  color: ${theme.color.danger};
  font-size: 0.875rem;
`;
