import { loadPhoneRules } from '@fwd/shared-contracts';
import { emailChangeSchema, passwordChangeSchema, profileSchema } from './profile-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.map(String).join('.'), i.message]));
}

beforeAll(loadPhoneRules);

describe('profile schemas', () => {
  it('takes an empty phone as no phone, but refuses a malformed one', () => {
    expect(profileSchema.safeParse({ name: 'Lan', phone: '', avatar: [] }).success).toBe(true);
    expect(messages(profileSchema.safeParse({ name: 'Lan', phone: '12345', avatar: [] }))).toEqual({
      phone: 'common:validation.address.phone',
    });
  });

  it('refuses a picture of another type or over 5 MB, with keys the account catalog holds', () => {
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    const png = new File(['x'], 'me.png', { type: 'image/png' });
    const check = (avatar: File[]) => messages(profileSchema.safeParse({ name: 'Lan', phone: '', avatar }));
    const found = { ...check([text]), ...check([huge]), ...check([png, png]) };
    expect(found).toEqual({
      'avatar.0': 'account:me.validation.avatarSize',
      avatar: 'account:me.validation.avatarCount',
    });
    expect(check([text])).toEqual({ 'avatar.0': 'account:me.validation.avatarType' });
    for (const key of Object.values(found)) {
      const path = key.replace(/^account:/, '').split('.');
      expect(path.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en)).toEqual(
        expect.any(String),
      );
    }
  });

  it('refuses the current email as the new one, whatever its case', () => {
    expect(messages(emailChangeSchema('lan@example.test').safeParse({ newEmail: ' LAN@example.test ' }))).toEqual({
      newEmail: 'account:me.validation.emailSame',
    });
  });

  it('asks for a new password of at least 10 characters, confirmed', () => {
    expect(
      messages(passwordChangeSchema.safeParse({ oldPassword: '', password: 'short', passwordConfirm: 'other' })),
    ).toEqual({
      oldPassword: 'common:validation.passwordRequired',
      password: 'common:validation.passwordShort',
      passwordConfirm: 'common:validation.passwordsDiffer',
    });
  });
});
