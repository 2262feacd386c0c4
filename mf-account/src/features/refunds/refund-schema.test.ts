import { describe, expect, it } from 'vitest';
import { refundSchema, refundTarget } from './refund-schema';

const VALID = {
  kind: 'order' as const,
  order: 'order0000000001',
  fulfillment: '',
  amount: 50000,
  reason: 'Broken on arrival.',
  left: 80000,
};

const messages = (values: Record<string, unknown>) => {
  const result = refundSchema.safeParse({ ...VALID, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('refundSchema', () => {
  it('accepts an amount up to what is left, and trims the reason', () => {
    expect(refundSchema.parse({ ...VALID, amount: 80000, reason: '  Broken.  ' })).toMatchObject({
      amount: 80000,
      reason: 'Broken.',
    });
  });

  it('refuses an amount above what is left, zero or missing', () => {
    expect(messages({ amount: 80001 })).toEqual({ amount: 'refunds.form.errors.amountOverCap' });
    expect(messages({ amount: 0 })).toEqual({ amount: 'refunds.form.errors.amountPositive' });
    expect(messages({ amount: null })).toEqual({ amount: 'refunds.form.errors.amountRequired' });
  });

  it('leaves the cap to the server while it is unknown', () => {
    expect(messages({ amount: 10_000_000, left: null })).toEqual({});
  });

  it('needs a reason of at most 1000 characters', () => {
    expect(messages({ reason: '   ' })).toEqual({ reason: 'refunds.form.errors.reasonRequired' });
    expect(messages({ reason: 'x'.repeat(1001) })).toEqual({ reason: 'refunds.form.errors.reasonTooLong' });
  });

  it('needs the order or the shipment, whichever the request is for', () => {
    expect(messages({ order: '' })).toEqual({ order: 'refunds.form.errors.orderRequired' });
    expect(messages({ kind: 'fulfillment' })).toEqual({ fulfillment: 'refunds.form.errors.shipmentRequired' });
  });
});

describe('refundTarget', () => {
  it('names only the kind chosen', () => {
    expect(refundTarget({ kind: 'order', order: 'o1', fulfillment: 'f1' })).toEqual({ order: 'o1' });
    expect(refundTarget({ kind: 'fulfillment', order: 'o1', fulfillment: 'f1' })).toEqual({ fulfillment: 'f1' });
    expect(refundTarget({ kind: 'order', order: '', fulfillment: 'f1' })).toBeNull();
  });
});
