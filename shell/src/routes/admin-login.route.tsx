import { loadKit, safeRedirect, useNavigate, useSearchParams, useTranslation } from '@fwd/shared-contracts';
import { loginSchema } from '@fwd/shared-contracts/schemas/auth';
import { Alert, Button, Muted, Stack, TextField } from '@fwd/shared-ui';
import { signInStaff } from '../features/auth/api/sign-in';
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
  const { form, formError, onSubmit, busy, fieldError } = useServerForm(loginSchema, async ({ email, password }) => {
    await signInStaff(email, password);
    void navigate(safeRedirect(params.get('redirect'), '/admin'), { replace: true });
  });

  return (
    <AuthCard title={t('auth.staff.title')} intro={<Muted>{t('auth.staff.intro')}</Muted>}>
      <form onSubmit={onSubmit} method="post" noValidate>
        <Stack>
          {formError && <Alert tone="error">{formError}</Alert>}
          <TextField
            label={t('auth.fields.email')}
            type="email"
            autoComplete="username"
            error={fieldError('email')}
            {...form.register('email')}
          />
          <TextField
            label={t('auth.fields.password')}
            type="password"
            autoComplete="current-password"
            error={fieldError('password')}
            {...form.register('password')}
          />
          <Button type="submit" disabled={busy} $block>
            {busy ? t('auth.staff.submitting') : t('auth.staff.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
