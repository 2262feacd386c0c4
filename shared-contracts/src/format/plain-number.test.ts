import { describe, expect, it, onTestFinished } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n';
import { formatMoney } from './money';
import { plainMoney, plainNumber } from './plain-number';
import { formatters } from './use-format';

const LOCALES = ['en', 'en-US', 'vi', 'vi-VN'];
const CURRENCIES: [string, number][] = [
  ['VND', 0],
  ['CNY', 2],
  ['USD', 2],
  ['EUR', 2],
  ['JPY', 0],
  ['KRW', 0],
];
const INTEGERS = [
  0,
  1,
  -1,
  7,
  12,
  99,
  100,
  999,
  1000,
  -1000,
  1234,
  9999,
  10_000,
  12_345,
  99_999,
  100_000,
  123_456,
  999_999,
  1_000_000,
  -1_234_567,
  25_000_000,
  123_456_789,
  1_000_000_000,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
];

describe('plainMoney', () => {
  it('writes what Intl writes, for every locale, currency and amount it knows', () => {
    for (const locale of LOCALES) {
      for (const [currency, digits] of CURRENCIES) {
        const intl = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        for (const minor of [...INTEGERS, 5, 50, 505, -5, -50]) {
          // Beyond 2^53 / 100 the division Intl is given is no longer exact: compare within it.
          if (Math.abs(minor) > 2 ** 53 / 10 ** digits) continue;
          expect(plainMoney(minor, currency, digits, locale), `${locale} ${currency} ${minor}`).toBe(
            intl.format(minor / 10 ** digits),
          );
        }
      }
    }
  });

  it('leaves to Intl what it does not know', () => {
    expect(plainMoney(100, 'GBP', 2, 'en-US')).toBeNull();
    expect(plainMoney(100, 'VND', 0, 'en-GB')).toBeNull();
    expect(plainMoney(1.5, 'VND', 0, 'en-US')).toBeNull();
    expect(plainMoney(-0, 'VND', 0, 'en-US')).toBeNull();
    expect(plainMoney(Number.NaN, 'VND', 0, 'en-US')).toBeNull();
    expect(plainMoney(2 ** 60, 'VND', 0, 'en-US')).toBeNull();
  });
});

describe('plainNumber', () => {
  it('writes whole numbers as Intl does, with the fraction digits asked for', () => {
    const optionSets = [{}, { maximumFractionDigits: 6 }, { maximumFractionDigits: 0 }, { minimumFractionDigits: 2 }];
    for (const locale of LOCALES) {
      for (const options of optionSets) {
        const intl = new Intl.NumberFormat(locale, options);
        for (const value of INTEGERS) {
          expect(plainNumber(value, locale, options), `${locale} ${JSON.stringify(options)} ${value}`).toBe(
            intl.format(value),
          );
        }
      }
    }
  });

  it('ignores what Intl ignores (i18next passes its values in the options)', () => {
    expect(plainNumber(1234, 'vi', { count: 1234, lngs: ['vi'], ns: 'account', interpolationkey: 'count' })).toBe(
      '1.234',
    );
  });

  it('leaves to Intl fractions, other options and other locales', () => {
    expect(plainNumber(3650.5, 'en-US')).toBeNull();
    expect(plainNumber(-0, 'en-US')).toBeNull();
    expect(plainNumber(12, 'en-US', { style: 'percent' })).toBeNull();
    expect(plainNumber(12, 'en-US', { useGrouping: false })).toBeNull();
    expect(plainNumber(12, 'en-US', { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toBeNull();
    expect(plainNumber(12, 'de-DE')).toBeNull();
  });
});

describe('the app formatting prices and counts', () => {
  it('does not ask Intl for the currencies and whole numbers it knows', async () => {
    await initI18n('en');
    i18n.addResourceBundle('en', 'plain-test', { pages: 'Page {{page, number}} of {{pages, number}}' });
    const Real = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = new Proxy(Real, {
      construct(target, args: ConstructorParameters<typeof Real>) {
        made += 1;
        return new target(...args);
      },
    });
    onTestFinished(() => {
      Intl.NumberFormat = Real;
    });
    const format = formatters('vi');
    expect(format.money(1_250_000, 'VND')).toBe('1.250.000\u00a0₫');
    expect(formatMoney(4550, 'cny', 'en-US')).toBe('CN¥45.50');
    expect(format.number(3650, { maximumFractionDigits: 6 })).toBe('3.650');
    expect(i18n.t('pages', { ns: 'plain-test', page: 1, pages: 1200 })).toBe('Page 1 of 1,200');
    expect(made).toBe(0);

    // Anything else is still Intl's.
    expect(format.number(3650.25, { maximumFractionDigits: 6 })).toBe('3.650,25');
    expect(formatMoney(100, 'GBP', 'en-US')).toBe('£1.00');
    expect(i18n.t('pages', { ns: 'plain-test', page: 1.5, pages: 2 })).toBe('Page 1.5 of 2');
    expect(made).toBe(3);
  });
});
