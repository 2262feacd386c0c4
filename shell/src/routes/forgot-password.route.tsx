import { Link, loadKit, useTranslation } from '@fwd/shared-contracts';
import { forgotPasswordSchema } from '@fwd/shared-contracts/schemas/auth';
import { Alert, Button, Muted, Stack, TextField } from '@fwd/shared-ui';
import { useState } from 'react';
import { requestPasswordReset } from '../features/auth/api/password-reset';
import { AuthCard } from '../features/auth/components/auth-card';
import { useServerForm } from '../features/auth/components/use-server-form';

/** The form kit (react-hook-form behind the shared packages) is ready before the form renders. */
export async function loader() {
  await loadKit();
  return null;
}

export function Component() {
  const { t } = useTranslation('shell');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, formError, onSubmit, busy, fieldError } = useServerForm(forgotPasswordSchema, async ({ email }) => {
    await requestPasswordReset(email);
    setSentTo(email);
  });

  return (
    <AuthCard title={t('auth.forgot.title')} intro={<Muted>{t('auth.forgot.intro')}</Muted>}>
      {sentTo ? (
        <Stack>
          <Alert tone="success">{t('auth.forgot.sent', { email: sentTo })}</Alert>
          <Link to="/login">{t('auth.backToLogin')}</Link>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} method="post" noValidate>
          <Stack>
            {formError && <Alert tone="error">{formError}</Alert>}
            <TextField
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              error={fieldError('email')}
              {...form.register('email')}
            />
            <Button type="submit" disabled={busy} $block>
              {busy ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
            </Button>
            <Link to="/login">{t('auth.backToLogin')}</Link>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
