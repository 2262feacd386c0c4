import { zodResolver } from '@hookform/resolvers/zod';
import { toFormErrors } from '@fwd/shared-contracts';
import { useState } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form with a shared zod schema, plus PocketBase's field errors mapped back onto the
 * fields and a message for the whole form.
 */
export function useServerForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S) {
  type Values = z.infer<S>;
  const form = useForm<Values>({ resolver: zodResolver(schema as never) as never, mode: 'onTouched' });
  const [formError, setFormError] = useState<string | null>(null);

  const submitWith = (action: (values: Values) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        await action(values);
      } catch (error) {
        const { message, fields } = toFormErrors(error);
        for (const [name, fieldMessage] of Object.entries(fields)) {
          if (name in form.getValues()) form.setError(name as Path<Values>, { message: fieldMessage });
        }
        setFormError(message);
      }
    });

  return { form, formError, submitWith };
}
