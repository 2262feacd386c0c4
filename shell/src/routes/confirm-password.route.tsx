import { Link, Trans, useParams, useTranslation } from '@fwd/shared-contracts';
import { resetPasswordSchema } from '@fwd/shared-contracts/schemas/auth';
import { Alert, Muted, Stack } from '@fwd/shared-ui';
import { useState } from 'react';
import { confirmPasswordReset } from '../features/auth/api/password-reset';
import { AuthCard } from '../features/auth/components/auth-card';
import { AUTH_FIELDS, AuthForm } from '../features/auth/components/auth-form';

export { authFormLoader as loader } from '../features/auth/components/auth-form';

export function Component() {
  const { t } = useTranslation('shell');
  const { token = '' } = useParams();
  const [done, setDone] = useState(false);

  return (
    <AuthCard title={t('auth.confirm.title')}>
      {done ? (
        <Stack>
          <Alert tone="success">{t('auth.confirm.done')}</Alert>
          <Link to="/login">{t('auth.confirm.logIn')}</Link>
        </Stack>
      ) : (
        <AuthForm
          schema={resetPasswordSchema}
          fields={[AUTH_FIELDS.newPassword, AUTH_FIELDS.repeatNewPassword]}
          submit={async ({ password, passwordConfirm }) => {
            await confirmPasswordReset(token, password, passwordConfirm);
            setDone(true);
          }}
          submitLabel={t('auth.confirm.submit')}
          busyLabel={t('auth.confirm.submitting')}
          errorHelp={
            <Trans t={t} i18nKey="auth.confirm.expired" components={{ newLink: <Link to="/forgot-password" /> }} />
          }
        >
          <Muted>
            <Link to="/login">{t('auth.backToLogin')}</Link>
          </Muted>
        </AuthForm>
      )}
    </AuthCard>
  );
}
