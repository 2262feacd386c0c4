import { describe, expect, it } from 'vitest';
import { isDay, nextDay } from '@fwd/shared-contracts';
import { ledgerFilter, localDayStart } from './ledger-filters';

/** Days as they start in Vietnam (UTC+7), whatever the machine running the test. */
const vietnamDay = (day: string) => `${previousDay(day)} 17:00:00.000Z`;
function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

describe('ledgerFilter', () => {
  it("always keeps to the customer's own rows", () => {
    expect(ledgerFilter('u1', {})).toBe('user = "u1"');
  });

  it("adds the kind and the days, the last day included, in the customer's time", () => {
    expect(ledgerFilter('u1', { kind: 'recharge', from: '2025-03-01', to: '2025-03-31' }, vietnamDay)).toBe(
      '(user = "u1") && (kind = "recharge") && (created >= "2025-02-28 17:00:00.000Z") && (created < "2025-03-31 17:00:00.000Z")',
    );
  });

  it('ignores an unknown kind and invalid days', () => {
    expect(ledgerFilter('u1', { kind: 'bonus', from: '2025-02-30', to: 'yesterday' })).toBe('user = "u1"');
  });

  it('binds the values, so a crafted one cannot change the filter', () => {
    expect(ledgerFilter('u1" || user != "', {})).toBe('user = "u1\\" || user != \\""');
  });
});

describe('localDayStart', () => {
  it('is midnight of that day on this machine, written as PocketBase writes dates', () => {
    expect(localDayStart('2025-03-01')).toBe(new Date(2025, 2, 1).toISOString().replace('T', ' '));
  });
});

describe('days', () => {
  it('knows real calendar days and the day after one', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('')).toBe(false);
    expect(nextDay('2025-12-31')).toBe('2026-01-01');
  });
});
