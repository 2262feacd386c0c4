import { i18n, initI18n, loadPhoneRules } from '@fwd/shared-contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGE_KEYS, ADDRESS_MESSAGES, addressSchema } from './address-schema';

const valid = {
  name: 'Lan Nguyen',
  phone: '0912 345 678',
  area: 'abc123def456ghi',
  detail: '12 Hang Bac',
  is_default: false,
};

function messages(input: object): Record<string, string | undefined> {
  const result = addressSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

beforeAll(async () => {
  await Promise.all([loadPhoneRules(), initI18n('en')]);
});

describe('addressSchema', () => {
  it('gives the four messages of DESIGN section 3 through the English catalog, exactly', () => {
    const found = messages({ name: ' ', phone: '12345', area: '', detail: '', is_default: false });
    for (const field of ['name', 'phone', 'area', 'detail'] as const) {
      const key = found[field];
      expect(key).toBe(ADDRESS_MESSAGE_KEYS[field]);
      expect(i18n.t(key as string)).toBe(ADDRESS_MESSAGES[field]);
    }
  });

  it('accepts a Vietnamese mobile number written the national way', () => {
    expect(messages(valid)).toEqual({});
  });
});
