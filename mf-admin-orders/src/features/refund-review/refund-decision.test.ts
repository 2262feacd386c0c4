import { describe, expect, it } from 'vitest';
import { refundDecisionSchema } from './refund-decision';

const messages = (input: unknown) =>
  refundDecisionSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('refundDecisionSchema', () => {
  it('approves with or without a note, trimmed', () => {
    expect(refundDecisionSchema.parse({ decision: 'approve', reason: '' })).toEqual({
      decision: 'approve',
      reason: '',
    });
    expect(refundDecisionSchema.parse({ decision: 'approve', reason: ' ok ' }).reason).toBe('ok');
  });

  it('asks for the reason a rejection gives, blank counting as none', () => {
    expect(messages({ decision: 'reject', reason: '   ' })).toEqual([['reason', 'orders:refundReview.reasonRequired']]);
    expect(refundDecisionSchema.parse({ decision: 'reject', reason: 'Paid twice' }).reason).toBe('Paid twice');
  });

  it('keeps the note under 1,000 characters', () => {
    expect(messages({ decision: 'approve', reason: 'x'.repeat(1001) })).toEqual([
      ['reason', 'orders:refundReview.noteTooLong'],
    ]);
  });
});
