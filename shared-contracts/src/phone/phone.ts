import type { CountryCode } from 'libphonenumber-js/min';

export type { CountryCode } from 'libphonenumber-js/min';

type Rules = typeof import('./phone-rules');
let rules: Rules | undefined;

/**
 * Loads the numbering rules (libphonenumber's metadata) once. They live in the shell's build and
 * are shared with the kit's phone field, so no remote carries a copy of its own. A page with a
 * phone number to check awaits this in its route loader.
 */
export async function loadPhoneRules(): Promise<void> {
  rules ??= await import('./phone-rules');
}

function loaded(): Rules {
  if (!rules) throw new Error('Phone rules are not loaded: await loadPhoneRules() in the page loader.');
  return rules;
}

/**
 * A phone number in E.164 ("+84912345678") when it is a valid number, read in `defaultCountry`
 * when it has no international prefix ("0912 345 678" in Vietnam); otherwise null.
 */
export function normalizePhone(value: string, defaultCountry: CountryCode = 'VN'): string | null {
  return loaded().normalizePhone(value, defaultCountry);
}

/** True for a valid phone number (national numbers read in `country`). */
export function isValidPhone(value: string, country: CountryCode = 'VN'): boolean {
  return normalizePhone(value, country) !== null;
}
