import { describe, expect, it } from 'vitest';
import { cancelOrderSchema, trackingCodesSchema } from './order-forms';

describe('the staff order forms', () => {
  it('read tracking codes one per line (or spaced, comma-separated), upper-cased, once each', () => {
    expect(trackingCodesSchema.parse({ trackingCodes: ' yt123\nYT123, sf-9;jd77 ' })).toEqual({
      trackingCodes: ['YT123', 'SF-9', 'JD77'],
    });
  });

  it('refuse no code at all, and a code that is not 3 to 50 letters, digits or dashes', () => {
    const none = trackingCodesSchema.safeParse({ trackingCodes: ' \n ' });
    expect(none.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['trackingCodes'], 'orders:orderDesk.tracking.required'],
    ]);
    const bad = trackingCodesSchema.safeParse({ trackingCodes: 'YT123\nAB' });
    expect(bad.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['trackingCodes'], 'orders:orderDesk.tracking.format'],
    ]);
  });

  it('want a reason to cancel, trimmed', () => {
    expect(cancelOrderSchema.parse({ reason: '  Out of stock ' })).toEqual({ reason: 'Out of stock' });
    expect(cancelOrderSchema.safeParse({ reason: '   ' }).error?.issues[0]?.message).toBe(
      'orders:orderDesk.cancel.reasonRequired',
    );
  });
});
