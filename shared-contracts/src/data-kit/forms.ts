import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage, handleApiError } from '../pocketbase/error-policy';
import { toFormErrors } from '../pocketbase/errors';
import { write } from './api/collection-queries';

/** A react-hook-form form validated by a zod schema of `@fwd/shared-contracts/schemas`. */
export function useZodForm<S extends z.core.$ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // zod 4 schemas from the page's own copy of zod are accepted: the resolver only calls them.
    resolver: zodResolver(schema as never) as never,
    // Validated on submit, then as the user corrects: no message appears (and moves the
    // buttons) while the user is on their way to click Save.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
  });
}

/**
 * Submits a valid form once (a double click submits once), refusing while offline. Server field
 * errors (`data.<field>.message`) land on the matching fields; any other error becomes the
 * form-level message.
 */
export function useServerSubmit<TValues extends FieldValues, TOutput, TResult>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  submit: (values: TOutput) => Promise<TResult>,
  onSuccess?: (result: TResult) => unknown,
) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | undefined>();
  const submitValid = async (values: TOutput) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFormError(undefined);
    try {
      const result = await write(() => submit(values));
      await onSuccess?.(result);
    } catch (error) {
      const { fields } = toFormErrors(error);
      const known = Object.keys(form.getValues());
      let placed = 0;
      for (const [name, message] of Object.entries(fields)) {
        if (!known.includes(name)) continue;
        form.setError(name as Path<TValues>, { type: 'server', message }, { shouldFocus: placed === 0 });
        placed += 1;
      }
      if (placed === 0) setFormError(errorMessage(error));
      handleApiError(error, { report: false });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  const onSubmit = (event?: React.BaseSyntheticEvent) => form.handleSubmit(submitValid)(event);
  return { onSubmit, busy, formError };
}

export { useController, useWatch } from 'react-hook-form';
