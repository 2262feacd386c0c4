import { Link, loadKit, Trans, useParams, useTranslation } from '@fwd/shared-contracts';
import { PASSWORD_MIN_LENGTH, resetPasswordSchema } from '@fwd/shared-contracts/schemas/auth';
import { Alert, Button, Muted, Stack, TextField } from '@fwd/shared-ui';
import { useState } from 'react';
import { confirmPasswordReset } from '../features/auth/api/password-reset';
import { AuthCard } from '../features/auth/components/auth-card';
import { useServerForm } from '../features/auth/components/use-server-form';

/** The form kit (react-hook-form behind the shared packages) is ready before the form renders. */
export async function loader() {
  await loadKit();
  return null;
}

export function Component() {
  const { t } = useTranslation('shell');
  const { token = '' } = useParams();
  const [done, setDone] = useState(false);
  const { form, formError, onSubmit, busy, fieldError } = useServerForm(
    resetPasswordSchema,
    async ({ password, passwordConfirm }) => {
      await confirmPasswordReset(token, password, passwordConfirm);
      setDone(true);
    },
  );

  return (
    <AuthCard title={t('auth.confirm.title')}>
      {done ? (
        <Stack>
          <Alert tone="success">{t('auth.confirm.done')}</Alert>
          <Link to="/login">{t('auth.confirm.logIn')}</Link>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} method="post" noValidate>
          <Stack>
            {formError && (
              <Alert tone="error">
                {formError}{' '}
                <Trans t={t} i18nKey="auth.confirm.expired" components={{ newLink: <Link to="/forgot-password" /> }} />
              </Alert>
            )}
            <TextField
              label={t('auth.fields.newPassword')}
              type="password"
              autoComplete="new-password"
              hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              error={fieldError('password')}
              {...form.register('password')}
            />
            <TextField
              label={t('auth.fields.newPasswordConfirm')}
              type="password"
              autoComplete="new-password"
              error={fieldError('passwordConfirm')}
              {...form.register('passwordConfirm')}
            />
            <Button type="submit" disabled={busy} $block>
              {busy ? t('auth.confirm.submitting') : t('auth.confirm.submit')}
            </Button>
            <Muted>
              <Link to="/login">{t('auth.backToLogin')}</Link>
            </Muted>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
