import { describe, expect, it } from 'vitest';
import { diffEntries, sameValue } from './diff';

describe('diffEntries', () => {
  it('shows every field of a created record as changed from nothing', () => {
    expect(diffEntries(null, { status: 'requested', amount: 5000 })).toEqual([
      { field: 'status', before: undefined, after: 'requested', changed: true },
      { field: 'amount', before: undefined, after: 5000, changed: true },
    ]);
  });

  it('shows every field of a deleted record as changed to nothing', () => {
    expect(diffEntries({ name: 'Home', is_default: true }, null)).toEqual([
      { field: 'name', before: 'Home', after: undefined, changed: true },
      { field: 'is_default', before: true, after: undefined, changed: true },
    ]);
  });

  it('marks a nested change as a change of its top-level field', () => {
    const before = { address: { city: 'Hà Nội', lines: ['1 Tràng Tiền'] }, code: 'C1' };
    const after = { address: { city: 'Hà Nội', lines: ['2 Tràng Tiền'] }, code: 'C1' };
    expect(diffEntries(before, after)).toEqual([
      { field: 'address', before: before.address, after: after.address, changed: true },
      { field: 'code', before: 'C1', after: 'C1', changed: false },
    ]);
  });

  it('does not mark equal values as changed', () => {
    const entries = diffEntries(
      { a: 1, b: 'x', c: [1, 2], d: { e: null } },
      { a: 1, b: 'x', c: [1, 2], d: { e: null } },
    );
    expect(entries.every((e) => !e.changed)).toBe(true);
    expect(entries.map((e) => e.field)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('ignores key order, at the top and nested', () => {
    const entries = diffEntries({ a: 1, b: { x: 1, y: 2 } }, { b: { y: 2, x: 1 }, a: 1 });
    expect(entries.filter((e) => e.changed)).toEqual([]);
  });

  it('lists changed fields first, keeping record order within each group', () => {
    const entries = diffEntries({ a: 1, b: 2, c: 3, d: 4 }, { a: 1, b: 20, c: 3, d: 40 });
    expect(entries.map((e) => [e.field, e.changed])).toEqual([
      ['b', true],
      ['d', true],
      ['a', false],
      ['c', false],
    ]);
  });

  it('includes fields only one side has', () => {
    const entries = diffEntries({ balance: 100 }, { balance: 150, reason: 'Goodwill' });
    expect(entries).toEqual([
      { field: 'balance', before: 100, after: 150, changed: true },
      { field: 'reason', before: undefined, after: 'Goodwill', changed: true },
    ]);
  });

  it('treats null and an absent field as the same', () => {
    expect(diffEntries({ note: null }, {})).toEqual([
      { field: 'note', before: null, after: undefined, changed: false },
    ]);
  });

  it('returns nothing when there is neither a before nor an after', () => {
    expect(diffEntries(null, undefined)).toEqual([]);
  });

  it('shows a value that is not a record as one field', () => {
    expect(diffEntries(1, 2)).toEqual([{ field: 'value', before: 1, after: 2, changed: true }]);
  });
});

describe('sameValue', () => {
  it('respects array order', () => {
    expect(sameValue([1, 2], [2, 1])).toBe(false);
  });

  it('tells an array from an object with numeric keys', () => {
    expect(sameValue(['a'], { 0: 'a' })).toBe(false);
  });

  it('tells a number from its string', () => {
    expect(sameValue(1, '1')).toBe(false);
  });
});
