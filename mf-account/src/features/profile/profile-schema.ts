import { z } from 'zod';
import { isValidPhone } from '@fwd/shared-contracts';
import { PASSWORD_MIN_LENGTH } from '@fwd/shared-contracts/schemas';

/** Avatar pictures: these types only, one file of at most 5 MB (checked again by the server). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/*
 * Messages are translation keys. Those the `common` catalog lacks live in the account catalogs
 * under `me.validation` (the profile page is the account remote's).
 */
export const PROFILE_MESSAGE_KEYS = {
  name: 'common:validation.address.name',
  nameLong: 'common:validation.tooLong100',
  phone: 'common:validation.address.phone',
  avatarType: 'account:me.validation.avatarType',
  avatarSize: 'account:me.validation.avatarSize',
  avatarCount: 'account:me.validation.avatarCount',
  email: 'common:validation.emailInvalid',
  emailRequired: 'common:validation.emailRequired',
  emailSame: 'account:me.validation.emailSame',
  currentPassword: 'common:validation.passwordRequired',
  passwordShort: 'common:validation.passwordShort',
  passwordLong: 'common:validation.passwordLong',
  passwordsDiffer: 'common:validation.passwordsDiffer',
} as const;

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** Name (required), phone (optional, valid when given), and at most one new avatar picture. */
export const profileSchema = z.object({
  name: z.string().trim().min(1, PROFILE_MESSAGE_KEYS.name).max(100, PROFILE_MESSAGE_KEYS.nameLong),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidPhone(value), PROFILE_MESSAGE_KEYS.phone),
  avatar: z
    .array(
      z
        .custom<File>(isFile, PROFILE_MESSAGE_KEYS.avatarType)
        .refine((file) => (AVATAR_TYPES as readonly string[]).includes(file.type), PROFILE_MESSAGE_KEYS.avatarType)
        .refine((file) => file.size <= AVATAR_MAX_BYTES, PROFILE_MESSAGE_KEYS.avatarSize),
    )
    .max(1, PROFILE_MESSAGE_KEYS.avatarCount),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

/** A new sign-in email; `current` is refused (nothing would change). Field named as the API's. */
export function emailChangeSchema(current: string) {
  return z.object({
    newEmail: z
      .string()
      .trim()
      .min(1, PROFILE_MESSAGE_KEYS.emailRequired)
      .email(PROFILE_MESSAGE_KEYS.email)
      .refine((value) => value.toLowerCase() !== current.trim().toLowerCase(), PROFILE_MESSAGE_KEYS.emailSame),
  });
}
export type EmailChangeInput = z.input<ReturnType<typeof emailChangeSchema>>;

/** The current password, a new one (PASSWORD_MIN_LENGTH to 72) and its confirmation. */
export const passwordChangeSchema = z
  .object({
    oldPassword: z.string().min(1, PROFILE_MESSAGE_KEYS.currentPassword),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, PROFILE_MESSAGE_KEYS.passwordShort)
      .max(72, PROFILE_MESSAGE_KEYS.passwordLong),
    passwordConfirm: z.string(),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: PROFILE_MESSAGE_KEYS.passwordsDiffer,
  });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
