import { describe, expect, it } from 'vitest';
import { codesToRetry, declaredKind, declareResult } from './declare-outcome';
import {
  codeProblem,
  declareManySchema,
  declareOneSchema,
  invalidCodes,
  normalizeCode,
  splitCodes,
} from './tracking-codes';

describe('tracking codes', () => {
  it('are trimmed and upper-cased like the server stores them', () => {
    expect(normalizeCode('  yt1234-567 ')).toBe('YT1234-567');
  });

  it('are 6–40 letters, digits or dashes: no spaces or symbols', () => {
    expect(codeProblem('YT1234567')).toBeNull();
    expect(codeProblem('')).toBe('required');
    expect(codeProblem('ABC12')).toBe('length');
    expect(codeProblem('A'.repeat(41))).toBe('length');
    expect(codeProblem('YT 123456')).toBe('chars');
    expect(codeProblem('YT#123456')).toBe('chars');
  });

  it('are split from a paste by lines, commas, semicolons or spaces, each once', () => {
    expect(splitCodes('yt111111\nYT222222, yt333333;YT444444  yt111111\n\n')).toEqual([
      'YT111111',
      'YT222222',
      'YT333333',
      'YT444444',
    ]);
    expect(invalidCodes(['YT111111', 'AB$123', 'X1'])).toEqual(['AB$123', 'X1']);
  });
});

describe('declare schemas', () => {
  it('send the code normalised, refuse a bad one with a catalog key', () => {
    const ok = declareOneSchema.parse({ tracking_code: ' yt1234567 ', description: ' shoes ', declared_value: null });
    expect(ok).toEqual({ tracking_code: 'YT1234567', description: 'shoes', declared_value: null });
    const bad = declareOneSchema.safeParse({ tracking_code: 'yt 12', description: '', declared_value: null });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('parcelAdd.errors.codeChars');
  });

  it('refuse a paste with no codes, or with a code of the wrong shape', () => {
    const base = { description: '', declared_value: null };
    expect(declareManySchema.safeParse({ ...base, codes: ' \n, ' }).error?.issues[0]?.message).toBe(
      'parcelAdd.many.errors.none',
    );
    expect(declareManySchema.safeParse({ ...base, codes: 'YT111111\nAB$123' }).error?.issues[0]?.message).toBe(
      'parcelAdd.many.errors.invalid',
    );
    expect(declareManySchema.safeParse({ ...base, codes: 'YT111111 YT222222' }).success).toBe(true);
  });
});

describe('declare outcome', () => {
  it('tells a new declaration from a match to a parcel we hold', () => {
    expect(declaredKind({ status: 'expected' })).toBe('declared');
    expect(declaredKind({ status: 'received' })).toBe('matched');
    expect(declaredKind({ status: 'unidentified' })).toBe('claimed');
  });

  it('gives a claim on a code another customer declared no link (the parcel is not theirs yet)', () => {
    expect(
      declareResult('X1', { id: 'c1', status: 'pending', tracking_code: 'X1', collectionName: 'parcel_claims' }),
    ).toEqual({
      code: 'X1',
      kind: 'review',
    });
    expect(declareResult('x1', { id: 'p1', status: 'unidentified', tracking_code: 'X1' })).toEqual({
      code: 'X1',
      kind: 'claimed',
      id: 'p1',
    });
  });

  it('keeps the codes that were refused or not sent for another try', () => {
    expect(
      codesToRetry([
        { code: 'A', kind: 'declared', id: '1' },
        { code: 'B', kind: 'refused', message: 'x' },
        { code: 'C', kind: 'matched', id: '2' },
        { code: 'D', kind: 'notSent', message: 'y' },
      ]),
    ).toEqual(['B', 'D']);
  });
});
