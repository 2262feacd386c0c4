import { describe, expect, it } from 'vitest';
import { isDay, nextDay } from '@fwd/shared-contracts';
import { auditFilter } from './audit-filters';

describe('auditFilter', () => {
  it('is empty without filters', () => {
    expect(auditFilter({})).toBe('');
  });

  it('matches the action as a substring and the other ids exactly', () => {
    expect(auditFilter({ staff: 'st1', action: 'wallet', collection: 'users', record: 'u1' })).toBe(
      '(staff = "st1") && (action ~ "wallet") && (collection = "users") && (record = "u1")',
    );
  });

  it('binds user input instead of pasting it into the filter', () => {
    expect(auditFilter({ action: 'x" || id != "' })).toBe('action ~ "x\\" || id != \\""');
  });

  it('ignores blank text filters', () => {
    expect(auditFilter({ action: '   ', record: '' })).toBe('');
  });

  it('covers whole UTC days from the start of `from` to the end of `to`', () => {
    expect(auditFilter({ from: '2025-02-01', to: '2025-02-28' })).toBe(
      '(created >= "2025-02-01 00:00:00") && (created < "2025-03-01 00:00:00")',
    );
  });

  it('ignores days that are not real dates', () => {
    expect(auditFilter({ from: 'yesterday', to: '2025-02-30' })).toBe('');
  });
});

describe('days', () => {
  it('finds the next day across months and years', () => {
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2024-12-31')).toBe('2025-01-01');
  });

  it('accepts only YYYY-MM-DD calendar days', () => {
    expect(isDay('2025-01-31')).toBe(true);
    expect(isDay('2025-1-31')).toBe(false);
    expect(isDay('2025-04-31')).toBe(false);
    expect(isDay(undefined)).toBe(false);
  });
});
