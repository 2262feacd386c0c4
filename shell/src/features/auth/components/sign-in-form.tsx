import { useTranslation } from '@fwd/shared-contracts';
import { loginSchema } from '@fwd/shared-contracts/schemas/auth';
import { Muted } from '@fwd/shared-ui';
import type { ReactNode } from 'react';
import { signIn, type SignInCollection } from '../api/sign-in';
import { AuthCard } from './auth-card';
import { AUTH_FIELDS, AuthForm, useGoOnSignedIn } from './auth-form';

/** Each sign-in page: its home, its words and its fields. */
const SIGN_IN = {
  users: { home: '/account', words: 'auth.login', fields: [AUTH_FIELDS.email, AUTH_FIELDS.password] },
  staff: { home: '/admin', words: 'auth.staff', fields: [AUTH_FIELDS.staffEmail, AUTH_FIELDS.password] },
} as const satisfies Record<SignInCollection, unknown>;

/** The sign-in form of /login (customers, `users`) and /admin/login (`staff`). */
export function SignInForm({ collection, children }: { collection: SignInCollection; children?: ReactNode }) {
  const { t } = useTranslation('shell');
  const { home, words, fields } = SIGN_IN[collection];
  const goOn = useGoOnSignedIn(home);
  return (
    <AuthCard title={t(`${words}.title`)} intro={<Muted>{t(`${words}.intro`)}</Muted>}>
      <AuthForm
        schema={loginSchema}
        fields={fields}
        submit={async ({ email, password }) => {
          await signIn(collection, email, password);
          goOn();
        }}
        submitLabel={t(`${words}.submit`)}
        busyLabel={t(`${words}.submitting`)}
      >
        {children}
      </AuthForm>
    </AuthCard>
  );
}
