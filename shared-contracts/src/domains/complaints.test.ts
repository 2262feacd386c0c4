import { describe, expect, it } from 'vitest';
import { complaintIsOpen, complaintQueueFilter } from './complaints';
import { complaintDecisionSchema, complaintSubject, newComplaintSchema } from './complaints-schema';
import { unreadByStaff, type MessageRow } from './support';

describe('complaints domain', () => {
  it('takes replies and decisions only while the machine lets staff move the complaint', () => {
    expect(['open', 'in_progress', 'resolved', 'rejected'].filter(complaintIsOpen)).toEqual(['open', 'in_progress']);
  });

  it('filters the staff queue on mine and on a customer code, bound and upper-cased', () => {
    const filter = complaintQueueFilter('staff0000000001');
    expect(filter({})).toBe('');
    expect(filter({ mine: '1', customer: ' c10042 ' })).toBe(
      '(assignee = "staff0000000001") && (user.code = "C10042")',
    );
  });

  it('refuses a new complaint without a subject or a description, with translation keys', () => {
    const result = newComplaintSchema.safeParse({ about: '', type: 'damaged', description: '  ', photos: [] });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['about', 'account:complaints.form.aboutRequired'],
      ['description', 'account:complaints.form.descriptionRequired'],
    ]);
  });

  it('names the subject of a new complaint by the field the server takes', () => {
    expect(complaintSubject('parcel:parcel000000001')).toEqual({ parcel: 'parcel000000001' });
    expect(complaintSubject('nonsense:x')).toEqual({});
  });

  it('asks the staff for a resolution either way', () => {
    const result = complaintDecisionSchema.safeParse({ resolution: ' ', refund: null });
    expect(result.error?.issues[0]?.message).toBe('orders:complaintDesk.decide.required');
  });
});

describe('support domain', () => {
  it('counts as unread by staff only the customer’s messages without a read mark', () => {
    const message = (id: string, fields: Partial<MessageRow>) => ({ id, author_user: '', read_at: '', ...fields });
    const rows = [
      message('a', { author_user: 'u' }),
      message('b', { author_user: 'u', read_at: '2026-11-27 10:00:00.000Z' }),
      message('c', { author_staff: 's' }),
    ] as MessageRow[];
    expect(unreadByStaff(rows)).toEqual(['a']);
  });
});
