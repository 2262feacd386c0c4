import {
  loadKit,
  safeRedirect,
  useNavigate,
  useSearchParams,
  useServerSubmit,
  useTranslation,
  useZodForm,
} from '@fwd/shared-contracts';
import { PASSWORD_MIN_LENGTH } from '@fwd/shared-contracts/schemas/auth';
import { Alert, Button, Stack, TextField } from '@fwd/shared-ui';
import type { ReactNode } from 'react';
import type { z } from 'zod';

/** The route loader of every auth page: the form kit (react-hook-form) is ready before the form renders. */
export async function authFormLoader() {
  await loadKit();
  return null;
}

/** One text field of an auth form; `label` and `hint` are `shell` keys. */
export interface AuthField<Name extends string = string> {
  name: Name;
  label: string;
  type?: 'email' | 'password';
  autoComplete: string;
  hint?: string;
}

/** The fields of the auth forms, each named as its schema in `@fwd/shared-contracts/schemas/auth` names it. */
export const AUTH_FIELDS = {
  name: { name: 'name', label: 'auth.fields.name', autoComplete: 'name' },
  email: { name: 'email', label: 'auth.fields.email', type: 'email', autoComplete: 'email' },
  /** A staff member's email is their user name (password managers keep it apart from a customer's). */
  staffEmail: { name: 'email', label: 'auth.fields.email', type: 'email', autoComplete: 'username' },
  password: { name: 'password', label: 'auth.fields.password', type: 'password', autoComplete: 'current-password' },
  choosePassword: {
    name: 'password',
    label: 'auth.fields.password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'auth.passwordHint',
  },
  repeatPassword: {
    name: 'passwordConfirm',
    label: 'auth.fields.passwordConfirm',
    type: 'password',
    autoComplete: 'new-password',
  },
  newPassword: {
    name: 'password',
    label: 'auth.fields.newPassword',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'auth.passwordHint',
  },
  repeatNewPassword: {
    name: 'passwordConfirm',
    label: 'auth.fields.newPasswordConfirm',
    type: 'password',
    autoComplete: 'new-password',
  },
} as const satisfies Record<string, AuthField>;

/** Where a visitor goes once signed in: the page that sent them here (`?redirect=`), else `home`. */
export function useGoOnSignedIn(home: string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return () => void navigate(safeRedirect(params.get('redirect'), home), { replace: true });
}

type AuthSchema = Parameters<typeof useZodForm>[0];

export interface AuthFormProps<S extends AuthSchema> {
  /** From `@fwd/shared-contracts/schemas/auth`; its messages are `common:validation.*` keys. */
  schema: S;
  /** From `AUTH_FIELDS`, in the order they are shown. */
  fields: readonly AuthField<Extract<keyof z.input<S>, string>>[];
  submit: (values: z.output<S>) => Promise<unknown>;
  submitLabel: string;
  busyLabel: string;
  /** Said after the form's error (the reset page offers a new link). */
  errorHelp?: ReactNode;
  /** Below the button: links to the other auth pages. */
  children?: ReactNode;
}

/**
 * A form of the auth pages: the shared zod schema through the kit's react-hook-form, submitted
 * once at a time; PocketBase's field errors land on their fields, any other error becomes the
 * form-level message (in the user's language where we wrote it).
 */
export function AuthForm<S extends AuthSchema>(props: AuthFormProps<S>) {
  const { t } = useTranslation('shell');
  const form = useZodForm(props.schema);
  const { onSubmit, busy, formError } = useServerSubmit(form, props.submit);
  type Name = Parameters<typeof form.register>[0];
  // Every text of a field may name the password's least length (the hint and the schema's message).
  const words = { min: PASSWORD_MIN_LENGTH };

  /**
   * The error under a field: schema messages are catalog keys (`common:validation.*`); a
   * server's message is not a key and is shown as it came.
   */
  const fieldError = (name: Name): string | undefined => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return message ? t(message, { ...words, defaultValue: message }) : undefined;
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} method="post" noValidate>
      <Stack>
        {formError && (
          <Alert tone="error">
            {formError}
            {props.errorHelp && <> {props.errorHelp}</>}
          </Alert>
        )}
        {props.fields.map(({ name, label, hint, ...field }) => {
          const path = name as unknown as Name;
          return (
            <TextField
              key={name}
              label={t(label)}
              {...field}
              hint={hint && t(hint, words)}
              error={fieldError(path)}
              {...form.register(path)}
            />
          );
        })}
        <Button type="submit" disabled={busy} $block>
          {busy ? props.busyLabel : props.submitLabel}
        </Button>
        {props.children}
      </Stack>
    </form>
  );
}
