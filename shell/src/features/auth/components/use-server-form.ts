import { useServerSubmit, useTranslation, useZodForm } from '@fwd/shared-contracts';
import { PASSWORD_MIN_LENGTH } from '@fwd/shared-contracts/schemas/auth';
import type { z } from 'zod';

type FormSchema = Parameters<typeof useZodForm>[0];

/**
 * A form of the auth pages: the shared zod schema through the kit's react-hook-form, submitted
 * once at a time; PocketBase's field errors land on their fields, any other error becomes the
 * form-level message (in the user's language where we wrote it).
 */
export function useServerForm<S extends FormSchema>(schema: S, submit: (values: z.output<S>) => Promise<unknown>) {
  const { t } = useTranslation('shell');
  const form = useZodForm(schema);
  const { onSubmit, busy, formError } = useServerSubmit(form, submit);

  /**
   * The error under a field: schema messages are catalog keys (`common:validation.*`); a
   * server's message is not a key and is shown as it came.
   */
  const fieldError = (name: Parameters<typeof form.getFieldState>[0]): string | undefined => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return message ? t(message, { min: PASSWORD_MIN_LENGTH, defaultValue: message }) : undefined;
  };

  return { form, formError, onSubmit, busy, fieldError };
}
