import { describe, expect, it } from 'vitest';
import { dayKey, groupByDay, isNearBottom, relativeDay, sideOf, threadChange, unreadFromStaff } from './thread';

/** A PocketBase date for a local time on this device. */
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString().replace('T', ' ');

const msg = (id: string, created: string, staff = '', readAt = '') => ({
  id,
  created,
  author_staff: staff,
  read_at: readAt,
});

describe('support thread', () => {
  it('puts staff messages on the left and the customer’s own on the right', () => {
    expect(sideOf({ author_staff: 'staff1' })).toBe('staff');
    expect(sideOf({ author_staff: '' })).toBe('own');
  });

  it('groups messages by the calendar day of this device, oldest first', () => {
    const groups = groupByDay([
      msg('a', at(2026, 11, 20, 9)),
      msg('b', at(2026, 11, 20, 23)),
      msg('c', at(2026, 11, 21, 0)),
    ]);
    expect(groups.map((g) => [g.day, g.messages.map((m) => m.id)])).toEqual([
      ['2026-11-20', ['a', 'b']],
      ['2026-11-21', ['c']],
    ]);
    expect(dayKey(at(2026, 1, 5))).toBe('2026-01-05');
  });

  it('names today and yesterday, and leaves other days to the date', () => {
    const now = new Date(2026, 0, 1, 8);
    expect(relativeDay('2026-01-01', now)).toBe('today');
    expect(relativeDay('2025-12-31', now)).toBe('yesterday');
    expect(relativeDay('2025-12-30', now)).toBeNull();
  });

  it('lists only the staff messages not read yet', () => {
    const messages = [
      msg('own', at(2026, 1, 1), ''),
      msg('read', at(2026, 1, 1), 'staff1', at(2026, 1, 1)),
      msg('unread', at(2026, 1, 1), 'staff1'),
    ];
    expect(unreadFromStaff(messages)).toEqual(['unread']);
  });

  it('tells a first load from newer messages and from no change at the end', () => {
    expect(threadChange(undefined, 'm1')).toBe('initial');
    expect(threadChange('m1', 'm2')).toBe('newer');
    expect(threadChange('m2', 'm2')).toBe('none');
    expect(threadChange(undefined, undefined)).toBe('none');
  });

  it('counts a scroll box as at its end within the slack', () => {
    expect(isNearBottom({ scrollHeight: 1000, scrollTop: 650, clientHeight: 300 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, scrollTop: 500, clientHeight: 300 })).toBe(false);
  });
});
