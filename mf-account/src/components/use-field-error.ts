import { useTranslation } from '@fwd/shared-contracts';

type Values = Record<string, unknown>;

/**
 * A form field's error in words: its message (a translation key from the schema, or the server's
 * text) translated with `values` (the limits the message names, or those of the field asked for).
 * Pass `form.formState.errors` while rendering, so the form re-renders when they change.
 */
export function useFieldError<Errors extends object>(
  errors: Errors,
  values?: Values | ((key: keyof Errors) => Values),
) {
  const { t } = useTranslation('account');
  return (key: keyof Errors): string | undefined => {
    const message = (errors[key] as { message?: unknown } | undefined)?.message;
    if (typeof message !== 'string' || message === '') return undefined;
    return t(message, typeof values === 'function' ? values(key) : values);
  };
}
