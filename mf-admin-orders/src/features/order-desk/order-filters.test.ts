import { describe, expect, it } from 'vitest';
import { minorFromText, orderFilter } from './order-filters';

describe('the staff order filters', () => {
  it('bind every value and read days as whole UTC days', () => {
    expect(
      orderFilter({
        customer: 'C10',
        shop: 'Tao',
        code: 'o2611',
        from: '2026-11-01',
        to: '2026-11-02',
      }),
    ).toBe(
      '((user.code ~ "C10" || user.name ~ "C10")) && (shop ~ "Tao") && (code ~ "O2611") && ' +
        '(created >= "2026-11-01 00:00:00") && (created < "2026-11-03 00:00:00")',
    );
  });

  it('drop a malformed day', () => {
    expect(orderFilter({ from: '2026-13-01', to: '2026-02-30' })).toBe('');
  });

  it('read a price typed in yuan as fen, refusing anything else', () => {
    expect(minorFromText('12.5')).toBe(1250);
    expect(minorFromText('0,99')).toBe(99);
    expect(minorFromText('7')).toBe(700);
    expect(minorFromText('-3')).toBeNull();
    expect(minorFromText('1.234')).toBeNull();
    expect(minorFromText('')).toBeNull();
  });
});
