import { useServerSubmit, useTranslation, useZodForm, type UserRecord } from '@fwd/shared-contracts';
import { PASSWORD_MIN_LENGTH } from '@fwd/shared-contracts/schemas';
import { passwordChangeSchema, type PasswordChangeInput } from '../profile-schema';
import { FormAlert, showToast, Stack, SubmitButton, TextField } from '@fwd/shared-ui';
import { changePassword } from '../api/profile';
import { translateServerField } from './server-messages';
import { useFieldError } from '../../../components/use-field-error';

const EMPTY: PasswordChangeInput = { oldPassword: '', password: '', passwordConfirm: '' };

const FIELDS = [
  { name: 'oldPassword', label: 'me.password.current', autoComplete: 'current-password' },
  { name: 'password', label: 'me.password.new', autoComplete: 'new-password' },
  { name: 'passwordConfirm', label: 'me.password.confirm', autoComplete: 'new-password' },
] as const;

/** Current password, new one and its confirmation; the customer stays signed in afterwards. */
export function PasswordForm({ user }: { user: UserRecord }) {
  const { t } = useTranslation('account');
  const form = useZodForm(passwordChangeSchema, { defaultValues: EMPTY });
  const fieldError = useFieldError(form.formState.errors, { min: PASSWORD_MIN_LENGTH });

  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    async (values) => {
      try {
        return await changePassword(user.id, user.email, values);
      } catch (error) {
        // PocketBase's words for a wrong current password, in the customer's language.
        throw translateServerField(error, 'oldPassword', t('me.password.wrongCurrent'));
      }
    },
    (result) => {
      form.reset(EMPTY);
      showToast(t(result.reauthenticated ? 'me.password.changed' : 'me.password.changedSignInAgain'), {
        tone: 'success',
      });
    },
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="me-password-title">
      <Stack $gap={4}>
        <FormAlert message={formError} />
        {/* Lets password managers tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={t(field.label)}
            type="password"
            autoComplete={field.autoComplete}
            required
            hint={field.name === 'password' ? t('me.password.hint', { min: PASSWORD_MIN_LENGTH }) : undefined}
            error={fieldError(field.name)}
            {...form.register(field.name)}
          />
        ))}
        <div>
          <SubmitButton busy={busy}>{t('me.password.save')}</SubmitButton>
        </div>
      </Stack>
    </form>
  );
}
