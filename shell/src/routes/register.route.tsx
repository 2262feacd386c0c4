import { Link, loadKit, safeRedirect, useNavigate, useSearchParams, useTranslation } from '@fwd/shared-contracts';
import { PASSWORD_MIN_LENGTH, registerSchema } from '@fwd/shared-contracts/schemas/auth';
import { Alert, Button, Muted, Stack, TextField } from '@fwd/shared-ui';
import { registerCustomer } from '../features/auth/api/register-customer';
import { AuthCard } from '../features/auth/components/auth-card';
import { useServerForm } from '../features/auth/components/use-server-form';

/** The form kit (react-hook-form behind the shared packages) is ready before the form renders. */
export async function loader() {
  await loadKit();
  return null;
}

export function Component() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { form, formError, onSubmit, busy, fieldError } = useServerForm(registerSchema, async (values) => {
    await registerCustomer(values);
    void navigate(safeRedirect(params.get('redirect'), '/account'), { replace: true });
  });

  return (
    <AuthCard title={t('auth.register.title')} intro={<Muted>{t('auth.register.intro')}</Muted>}>
      <form onSubmit={onSubmit} method="post" noValidate>
        <Stack>
          {formError && <Alert tone="error">{formError}</Alert>}
          <TextField
            label={t('auth.fields.name')}
            autoComplete="name"
            error={fieldError('name')}
            {...form.register('name')}
          />
          <TextField
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            error={fieldError('email')}
            {...form.register('email')}
          />
          <TextField
            label={t('auth.fields.password')}
            type="password"
            autoComplete="new-password"
            hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            error={fieldError('password')}
            {...form.register('password')}
          />
          <TextField
            label={t('auth.fields.passwordConfirm')}
            type="password"
            autoComplete="new-password"
            error={fieldError('passwordConfirm')}
            {...form.register('passwordConfirm')}
          />
          <Button type="submit" disabled={busy} $block>
            {busy ? t('auth.register.submitting') : t('auth.register.submit')}
          </Button>
          <Muted>
            {t('auth.register.haveAccount')} <Link to="/login">{t('auth.register.logIn')}</Link>
          </Muted>
        </Stack>
      </form>
    </AuthCard>
  );
}
