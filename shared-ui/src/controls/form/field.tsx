import { useId, type ReactNode } from 'react';
import { describedBy, ErrorText, FieldBox, Hint } from './field-parts';

export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps {
  label: string;
  hint?: string;
  error?: string;
  /** Renders the control, spreading the ids it is given so the label, hint and error reach it. */
  children: (ids: FieldControlProps) => ReactNode;
  /** Overrides the generated id of the control. */
  id?: string;
}

/** Label, hint and announced error around any control. */
export function Field({ label, hint, error, children, id }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return (
    <FieldBox>
      <label htmlFor={controlId}>{label}</label>
      {children({
        id: controlId,
        'aria-describedby': describedBy(controlId, hint, error),
        'aria-invalid': error ? true : undefined,
      })}
      <FieldMessages id={controlId} hint={hint} error={error} />
    </FieldBox>
  );
}

/** The hint and the error of a field, with the ids describedBy() points at. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </>
  );
}
