import { describe, expect, it } from 'vitest';
import { parcelFilter, parcelSort, PARCEL_DEFAULT_SORT } from './parcel-filters';

describe('the parcel list filter', () => {
  it('is empty without filters', () => {
    expect(parcelFilter({})).toBe('');
  });

  it('holds the review tab, upper-cases the code and binds every value', () => {
    const filter = parcelFilter({ status: 'review', code: 'sf12', customer: 'c1', shelf: 'A-0' }, ['abc', "x' || 1=1"]);
    expect(filter).toContain('in_review = true');
    expect(filter).toContain('tracking_code ~ "SF12"');
    expect(filter).toContain(`(user = "abc" || user = "x' || 1=1")`);
    expect(parcelFilter({ customer: 'nobody' }, [])).toBe("user = '-'");
    expect(filter).toContain('shelf ~ "A-0"');
  });

  it('filters by status and an inclusive day range, ignoring a malformed day', () => {
    const filter = parcelFilter({ status: 'received', from: '2026-11-01', to: '2026-11-02' });
    expect(filter).toContain('status = "received"');
    expect(filter).toMatch(/received_at >= "2026-1[01]-\d\d/);
    expect(filter).toMatch(/received_at < "2026-11-0[23]/);
    expect(parcelFilter({ status: 'nonsense', from: '1 Nov' })).toBe('');
  });

  it('sorts only by known fields', () => {
    expect(parcelSort('-received_at')).toBe('-received_at');
    expect(parcelSort('password')).toBe(PARCEL_DEFAULT_SORT);
  });
});
