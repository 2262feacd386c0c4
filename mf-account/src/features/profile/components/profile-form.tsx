import {
  invalidateCollections,
  normalizePhone,
  useController,
  useServerSubmit,
  useTranslation,
  useZodForm,
  type UserRecord,
} from '@fwd/shared-contracts';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, profileSchema, type ProfileInput } from '../profile-schema';
import { FileInput, FormAlert, PhoneInput, showToast, Stack, SubmitButton, TextField } from '@fwd/shared-ui';
import { useState } from 'react';
import { updateProfile } from '../api/profile';
import { Avatar } from './avatar';
import { useFieldError } from '../../../components/use-field-error';

const ACCEPT = [...AVATAR_TYPES];

function valuesOf(user: UserRecord): ProfileInput {
  return { name: user.name ?? '', phone: user.phone ?? '', avatar: [] };
}

/** Name, phone and avatar of the signed-in customer; a new picture is uploaded with progress. */
export function ProfileForm({ user }: { user: UserRecord }) {
  const { t } = useTranslation('account');
  const [progress, setProgress] = useState<number | undefined>();
  const form = useZodForm(profileSchema, { defaultValues: valuesOf(user) });
  const phone = useController({ control: form.control, name: 'phone' });
  const avatar = useController({ control: form.control, name: 'avatar' });
  const fieldError = useFieldError(form.formState.errors);

  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    async (values) => {
      const file = values.avatar[0];
      if (file) setProgress(0);
      try {
        return await updateProfile(
          user.id,
          {
            name: values.name,
            phone: values.phone ? (normalizePhone(values.phone) ?? values.phone) : '',
            avatar: file,
          },
          setProgress,
        );
      } finally {
        setProgress(undefined);
      }
    },
    async (saved) => {
      form.reset(valuesOf(saved));
      showToast(t('me.profile.saved'), { tone: 'success' });
      await invalidateCollections('users');
    },
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="me-profile-title">
      <Stack $gap={4}>
        <FormAlert message={formError} />
        <Avatar user={user} />
        <TextField
          label={t('me.profile.name')}
          autoComplete="name"
          required
          error={fieldError('name')}
          {...form.register('name')}
        />
        <PhoneInput
          label={t('me.profile.phone')}
          value={phone.field.value}
          onChange={phone.field.onChange}
          onBlur={phone.field.onBlur}
          error={fieldError('phone')}
          hint={t('me.profile.phoneHint')}
          disabled={busy}
        />
        <FileInput
          label={user.avatar ? t('me.profile.avatarReplace') : t('me.profile.avatar')}
          accept={ACCEPT}
          maxBytes={AVATAR_MAX_BYTES}
          value={avatar.field.value}
          onChange={(files) => avatar.field.onChange(files)}
          error={fieldError('avatar')}
          progress={progress}
          disabled={busy}
          name="avatar"
        />
        <div>
          <SubmitButton busy={busy}>{t('me.profile.save')}</SubmitButton>
        </div>
      </Stack>
    </form>
  );
}
