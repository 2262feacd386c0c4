/** Why typed text is not an amount, or null when it is one (possibly empty). */
export type AmountProblem = 'chars' | 'fraction' | 'tooLarge';

export type ParsedAmount = { ok: true; minor: number | null; text: string } | { ok: false; problem: AmountProblem };

/**
 * Reads an amount typed in major units ("12.34", "12,5", " 1 200 ") into an integer in minor
 * units, working on the digits as a string so no float is ever involved. `digits` is the
 * currency's number of fraction digits (0 for VND, 2 for CNY). Spaces are ignored; "," counts as
 * the decimal point (Vietnamese keyboards), so a currency without fraction digits accepts neither.
 */
export function parseAmount(typed: string, digits: number): ParsedAmount {
  const text = typed.replace(/\s+/g, '').replace(',', '.');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return { ok: false, problem: 'chars' };
  const whole = match[1] ?? '';
  const fraction = match[2];
  if (fraction !== undefined && fraction.length > digits) return { ok: false, problem: 'fraction' };
  if (fraction !== undefined && digits === 0) return { ok: false, problem: 'fraction' };
  if (whole === '' && !fraction) return { ok: true, minor: null, text };
  const minorDigits = (whole + (fraction ?? '').padEnd(digits, '0')).replace(/^0+(?=\d)/, '');
  const minor = Number(minorDigits);
  if (!Number.isSafeInteger(minor)) return { ok: false, problem: 'tooLarge' };
  return { ok: true, minor, text };
}

/** The text a minor-unit amount is shown as while editing ("1234" CNY -> "12.34"). */
export function amountText(minor: number | null, digits: number): string {
  if (minor === null || !Number.isSafeInteger(minor)) return '';
  const sign = minor < 0 ? '-' : '';
  const raw = String(Math.abs(minor)).padStart(digits + 1, '0');
  if (digits === 0) return sign + raw;
  return `${sign}${raw.slice(0, -digits)}.${raw.slice(-digits)}`;
}
