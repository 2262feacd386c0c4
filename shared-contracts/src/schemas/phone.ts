import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

export type { CountryCode } from 'libphonenumber-js/min';

/**
 * A phone number in E.164 ("+84912345678") when it is a valid number, read in `defaultCountry`
 * when it has no international prefix ("0912 345 678" in Vietnam); otherwise null.
 */
export function normalizePhone(value: string, defaultCountry: CountryCode = 'VN'): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}

/** True for a valid phone number (national numbers read in `country`). */
export function isValidPhone(value: string, country: CountryCode = 'VN'): boolean {
  return normalizePhone(value, country) !== null;
}
