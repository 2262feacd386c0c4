import { Link, safeRedirect, useNavigate, useSearchParams } from '@fwd/shared-contracts';
import { loginSchema } from '@fwd/shared-contracts/schemas';
import { Alert, Button, Muted, Stack, TextField } from '@fwd/shared-ui';
import { useEffect } from 'react';
import { signInCustomer } from '../features/auth/api/sign-in';
import { AuthCard } from '../features/auth/components/auth-card';
import { useServerForm } from '../features/auth/components/use-server-form';

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { form, formError, submitWith } = useServerForm(loginSchema);
  const { errors, isSubmitting } = form.formState;
  useEffect(() => void (document.title = 'Log in · Forwardly'), []);

  const onSubmit = submitWith(async ({ email, password }) => {
    await signInCustomer(email, password);
    void navigate(safeRedirect(params.get('redirect'), '/account'), { replace: true });
  });

  return (
    <AuthCard title="Log in" intro={<Muted>Welcome back. Your orders, parcels and wallet are waiting.</Muted>}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {formError && <Alert tone="error">{formError}</Alert>}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
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
            {isSubmitting ? 'Logging in…' : 'Log in'}
          </Button>
          <Muted>
            <Link to="/forgot-password">Forgot your password?</Link> · New here?{' '}
            <Link to="/register">Create an account</Link>
          </Muted>
        </Stack>
      </form>
    </AuthCard>
  );
}
