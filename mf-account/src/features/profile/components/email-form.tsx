import { useServerSubmit, useTranslation, useZodForm, type UserRecord } from '@fwd/shared-contracts';
import { emailChangeSchema } from '../profile-schema';
import { Alert, FormAlert, Muted, Stack, SubmitButton, TextField } from '@fwd/shared-ui';
import { useMemo, useState } from 'react';
import { requestEmailChange } from '../api/profile';
import { translateServerField } from './server-messages';
import { useFieldError } from '../../../components/use-field-error';

/**
 * Asks for a new sign-in email. The server mails a confirmation link to it; the address changes
 * only once that link is opened, so the notice says where the link went and what stays as it is.
 */
export function EmailForm({ user }: { user: UserRecord }) {
  const { t } = useTranslation('account');
  const schema = useMemo(() => emailChangeSchema(user.email), [user.email]);
  const form = useZodForm(schema, { defaultValues: { newEmail: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fieldError = useFieldError(form.formState.errors);

  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    async (values) => {
      try {
        await requestEmailChange(values.newEmail);
      } catch (error) {
        throw translateServerField(error, 'newEmail', t('me.email.refused'));
      }
      return values.newEmail;
    },
    (newEmail) => {
      setSentTo(newEmail);
      form.reset({ newEmail: '' });
    },
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="me-email-title">
      <Stack $gap={4}>
        <Muted>
          {t('me.email.current')} <strong>{user.email}</strong>
        </Muted>
        <div aria-live="polite">
          {sentTo && (
            <Alert tone="success">
              <strong>{t('me.email.sentTitle', { email: sentTo })}</strong>{' '}
              {t('me.email.sentBody', { current: user.email })}
            </Alert>
          )}
        </div>
        <FormAlert message={formError} />
        <TextField
          label={t('me.email.new')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          hint={t('me.email.hint')}
          error={fieldError('newEmail')}
          {...form.register('newEmail')}
        />
        <div>
          <SubmitButton busy={busy}>{t('me.email.send')}</SubmitButton>
        </div>
      </Stack>
    </form>
  );
}
