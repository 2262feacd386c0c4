import { beforeAll, describe, expect, it } from 'vitest';
import { isValidPhone, loadPhoneRules, normalizePhone } from './phone';

describe('before the rules are loaded', () => {
  it('says which call is missing instead of answering wrongly', () => {
    expect(() => isValidPhone('0912 345 678')).toThrow('await loadPhoneRules()');
  });
});

describe('phone numbers', () => {
  beforeAll(loadPhoneRules);

  it('accepts a Vietnamese mobile number written the national way and gives it in E.164', () => {
    expect(isValidPhone('0912 345 678')).toBe(true);
    expect(normalizePhone('0912 345 678')).toBe('+84912345678');
    expect(normalizePhone('+84 912 345 678')).toBe('+84912345678');
  });

  it('refuses a number that is too short', () => {
    expect(isValidPhone('12345')).toBe(false);
    expect(normalizePhone('12345')).toBeNull();
  });

  it('reads a national number in the country it is given', () => {
    expect(normalizePhone('138 0013 8000', 'CN')).toBe('+8613800138000');
  });
});
