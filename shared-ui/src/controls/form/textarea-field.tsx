import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { controlLook, describedBy, FieldBox } from './field-parts';
import { FieldMessages } from './field';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line text box (works with `register(...)` or a controlled value). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, rows = 4, ...textarea },
  ref,
) {
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <FieldBox>
      <label htmlFor={areaId}>{label}</label>
      <TextArea
        ref={ref}
        id={areaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, hint, error)}
        {...textarea}
      />
      <FieldMessages id={areaId} hint={hint} error={error} />
    </FieldBox>
  );
});

const TextArea = styled.textarea`
  ${controlLook}
  padding: ${theme.space(2)} ${theme.space(3)};
  resize: vertical;
`;
