import { describe, expect, it } from 'vitest';
import { amountOf, ledgerFilter, ledgerSummaryQuery } from './ledger-filters';

describe('the ledger filters', () => {
  it('bind every value and read days as whole UTC days', () => {
    const filter = ledgerFilter({
      user: 'abcdefghijklmno',
      kind: 'recharge',
      from: '2026-11-01',
      to: '2026-11-30',
      min: '-5000',
      q: "x'y",
    });
    expect(filter).toBe(
      '(user = "abcdefghijklmno") && (kind = "recharge") && (created >= "2026-11-01 00:00:00") && ' +
        `(created < "2026-12-01 00:00:00") && (amount >= -5000) && ((ref ~ "x'y" || note ~ "x'y"))`,
    );
  });

  it('ignore a malformed value instead of sending it', () => {
    expect(ledgerFilter({ user: 'nope', kind: 'gift', from: '2026-02-30', min: '1e9', max: 'abc' })).toBe('');
    expect(amountOf('12.5')).toBeUndefined();
  });

  it('ask the summary for exactly the same lines', () => {
    expect(ledgerSummaryQuery({ kind: 'refund', from: '2026-11-01', min: '0', max: '100000', q: ' REF ' })).toEqual({
      kind: 'refund',
      from: '2026-11-01',
      minAmount: 0,
      maxAmount: 100000,
      q: 'REF',
    });
  });
});
