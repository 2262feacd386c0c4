import { Link, useTranslation } from '@fwd/shared-contracts';
import { forgotPasswordSchema } from '@fwd/shared-contracts/schemas/auth';
import { Alert, Muted, Stack } from '@fwd/shared-ui';
import { useState } from 'react';
import { requestPasswordReset } from '../features/auth/api/password-reset';
import { AuthCard } from '../features/auth/components/auth-card';
import { AUTH_FIELDS, AuthForm } from '../features/auth/components/auth-form';

export { authFormLoader as loader } from '../features/auth/components/auth-form';

export function Component() {
  const { t } = useTranslation('shell');
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <AuthCard title={t('auth.forgot.title')} intro={<Muted>{t('auth.forgot.intro')}</Muted>}>
      {sentTo ? (
        <Stack>
          <Alert tone="success">{t('auth.forgot.sent', { email: sentTo })}</Alert>
          <Link to="/login">{t('auth.backToLogin')}</Link>
        </Stack>
      ) : (
        <AuthForm
          schema={forgotPasswordSchema}
          fields={[AUTH_FIELDS.email]}
          submit={async ({ email }) => {
            await requestPasswordReset(email);
            setSentTo(email);
          }}
          submitLabel={t('auth.forgot.submit')}
          busyLabel={t('auth.forgot.submitting')}
        >
          <Link to="/login">{t('auth.backToLogin')}</Link>
        </AuthForm>
      )}
    </AuthCard>
  );
}
