import { Link } from '@fwd/shared-contracts';
import { forgotPasswordSchema } from '@fwd/shared-contracts/schemas';
import { Alert, Button, Muted, Stack, TextField } from '@fwd/shared-ui';
import { useEffect, useState } from 'react';
import { requestPasswordReset } from '../features/auth/api/password-reset';
import { AuthCard } from '../features/auth/components/auth-card';
import { useServerForm } from '../features/auth/components/use-server-form';

export function Component() {
  const { form, formError, submitWith } = useServerForm(forgotPasswordSchema);
  const { errors, isSubmitting } = form.formState;
  const [sentTo, setSentTo] = useState<string | null>(null);
  useEffect(() => void (document.title = 'Reset your password · Forwardly'), []);

  const onSubmit = submitWith(async ({ email }) => {
    await requestPasswordReset(email);
    setSentTo(email);
  });

  return (
    <AuthCard title="Reset your password" intro={<Muted>We will email you a link to choose a new one.</Muted>}>
      {sentTo ? (
        <Stack>
          <Alert tone="success">
            If an account exists for {sentTo}, a reset link is on its way. It is valid for 30 minutes.
          </Alert>
          <Link to="/login">Back to log in</Link>
        </Stack>
      ) : (
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
            <Button type="submit" disabled={isSubmitting} $block>
              {isSubmitting ? 'Sending…' : 'Send reset link'}
            </Button>
            <Link to="/login">Back to log in</Link>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
