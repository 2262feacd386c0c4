import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** See `normalizePhone` in phone.ts, which loads this module on demand. */
export function normalizePhone(value: string, defaultCountry: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}
