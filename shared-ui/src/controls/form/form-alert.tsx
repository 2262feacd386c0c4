import { Alert } from '../../primitives/feedback';

/** A form-level error (e.g. from toFormErrors(...).message), announced; nothing without a message. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return <Alert tone="error">{message}</Alert>;
}
