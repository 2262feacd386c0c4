import { Link, safeRedirect, useNavigate, useSearchParams } from '@fwd/shared-contracts';
import { PASSWORD_MIN_LENGTH, registerSchema } from '@fwd/shared-contracts/schemas';
import { Alert, Button, Muted, Stack, TextField } from '@fwd/shared-ui';
import { useEffect } from 'react';
import { registerCustomer } from '../features/auth/api/register-customer';
import { AuthCard } from '../features/auth/components/auth-card';
import { useServerForm } from '../features/auth/components/use-server-form';

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { form, formError, submitWith } = useServerForm(registerSchema);
  const { errors, isSubmitting } = form.formState;
  useEffect(() => void (document.title = 'Sign up · Forwardly'), []);

  const onSubmit = submitWith(async (values) => {
    await registerCustomer(values);
    void navigate(safeRedirect(params.get('redirect'), '/account'), { replace: true });
  });

  return (
    <AuthCard
      title="Create your account"
      intro={<Muted>Free to join. You get a customer code and a warehouse address at once.</Muted>}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {formError && <Alert tone="error">{formError}</Alert>}
          <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
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
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextField
            label="Repeat password"
            type="password"
            autoComplete="new-password"
            error={errors.passwordConfirm?.message}
            {...form.register('passwordConfirm')}
          />
          <Button type="submit" disabled={isSubmitting} $block>
            {isSubmitting ? 'Creating your account…' : 'Sign up'}
          </Button>
          <Muted>
            Already have an account? <Link to="/login">Log in</Link>
          </Muted>
        </Stack>
      </form>
    </AuthCard>
  );
}
