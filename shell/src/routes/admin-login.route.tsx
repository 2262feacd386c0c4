import { safeRedirect, useNavigate, useSearchParams } from '@fwd/shared-contracts';
import { loginSchema } from '@fwd/shared-contracts/schemas';
import { Alert, Button, Muted, Stack, TextField } from '@fwd/shared-ui';
import { useEffect } from 'react';
import { signInStaff } from '../features/auth/api/sign-in';
import { AuthCard } from '../features/auth/components/auth-card';
import { useServerForm } from '../features/auth/components/use-server-form';

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { form, formError, submitWith } = useServerForm(loginSchema);
  const { errors, isSubmitting } = form.formState;
  useEffect(() => void (document.title = 'Staff sign in · Forwardly'), []);

  const onSubmit = submitWith(async ({ email, password }) => {
    await signInStaff(email, password);
    void navigate(safeRedirect(params.get('redirect'), '/admin'), { replace: true });
  });

  return (
    <AuthCard title="Staff sign in" intro={<Muted>Forwardly back office: sales, warehouse and finance.</Muted>}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {formError && <Alert tone="error">{formError}</Alert>}
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" disabled={isSubmitting} $block>
            {isSubmitting ? 'Signing in…' : 'Sign in'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
