import { expect, it } from 'vitest';
import { amountText, parseAmount } from './money-text';

it('reads amounts through their digits, never a float (0.29 CNY is 29 fen, not 28.999…)', () => {
  expect(parseAmount('0.29', 2)).toEqual({ ok: true, minor: 29, text: '0.29' });
  expect(parseAmount('1 200,5', 2)).toEqual({ ok: true, minor: 120050, text: '1200.5' });
  expect(parseAmount('12.', 2)).toMatchObject({ ok: true, minor: 1200 });
  expect(parseAmount('.', 2)).toMatchObject({ ok: true, minor: null });
});

it('refuses a decimal point where the currency has no minor unit, letters and huge amounts', () => {
  expect(parseAmount('12.5', 0)).toEqual({ ok: false, problem: 'fraction' });
  expect(parseAmount('12a', 2)).toEqual({ ok: false, problem: 'chars' });
  expect(parseAmount('99999999999999999', 2)).toEqual({ ok: false, problem: 'tooLarge' });
});

it('shows minor units back in major units', () => {
  expect(amountText(1234, 2)).toBe('12.34');
  expect(amountText(5, 2)).toBe('0.05');
  expect(amountText(12000, 0)).toBe('12000');
  expect(amountText(null, 2)).toBe('');
});
