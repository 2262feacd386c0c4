import { Link, useParams } from '@fwd/shared-contracts';
import { PASSWORD_MIN_LENGTH, resetPasswordSchema } from '@fwd/shared-contracts/schemas';
import { Alert, Button, Muted, Stack, TextField } from '@fwd/shared-ui';
import { useEffect, useState } from 'react';
import { confirmPasswordReset } from '../features/auth/api/password-reset';
import { AuthCard } from '../features/auth/components/auth-card';
import { useServerForm } from '../features/auth/components/use-server-form';

export function Component() {
  const { token = '' } = useParams();
  const { form, formError, submitWith } = useServerForm(resetPasswordSchema);
  const { errors, isSubmitting } = form.formState;
  const [done, setDone] = useState(false);
  useEffect(() => void (document.title = 'Choose a new password · Forwardly'), []);

  const onSubmit = submitWith(async ({ password, passwordConfirm }) => {
    await confirmPasswordReset(token, password, passwordConfirm);
    setDone(true);
  });

  return (
    <AuthCard title="Choose a new password">
      {done ? (
        <Stack>
          <Alert tone="success">Your password has been changed. You can log in with it now.</Alert>
          <Link to="/login">Log in</Link>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            {formError && (
              <Alert tone="error">
                {formError} If the link has expired, <Link to="/forgot-password">ask for a new one</Link>.
              </Alert>
            )}
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              error={errors.password?.message}
              {...form.register('password')}
            />
            <TextField
              label="Repeat new password"
              type="password"
              autoComplete="new-password"
              error={errors.passwordConfirm?.message}
              {...form.register('passwordConfirm')}
            />
            <Button type="submit" disabled={isSubmitting} $block>
              {isSubmitting ? 'Saving…' : 'Save new password'}
            </Button>
            <Muted>
              <Link to="/login">Back to log in</Link>
            </Muted>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
