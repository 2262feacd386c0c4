import { describe, expect, it } from 'vitest';
import { problems } from '../../testing/fixtures';
import { adjustmentSchema, rejectionSchema, signedAmount } from './adjustment';

describe('a wallet adjustment', () => {
  it('needs an amount above 0 and a reason', () => {
    expect(problems(adjustmentSchema.safeParse({ direction: 'credit', amount: 0, reason: ' ' }))).toEqual({
      amount: 'walletDesk.adjust.amountRequired',
      reason: 'walletDesk.adjust.reasonRequired',
    });
    expect(problems(adjustmentSchema.safeParse({ direction: 'debit', amount: null, reason: 'x' }))).toEqual({
      amount: 'walletDesk.adjust.amountRequired',
    });
    expect(
      problems(adjustmentSchema.safeParse({ direction: 'debit', amount: 5_000, reason: 'x'.repeat(501) })),
    ).toEqual({ reason: 'walletDesk.adjust.reasonTooLong' });
    expect(adjustmentSchema.parse({ direction: 'debit', amount: 5_000, reason: ' Bank fee ' })).toEqual({
      direction: 'debit',
      amount: 5_000,
      reason: 'Bank fee',
    });
  });

  it('books a debit as a negative amount', () => {
    expect(signedAmount({ direction: 'debit', amount: 5_000 })).toBe(-5_000);
    expect(signedAmount({ direction: 'credit', amount: 5_000 })).toBe(5_000);
    expect(signedAmount({ direction: 'credit', amount: null })).toBe(0);
  });
});

describe('a top-up rejection', () => {
  it('needs the reason the customer reads, trimmed', () => {
    expect(problems(rejectionSchema.safeParse({ reason: '  ' }))).toEqual({
      reason: 'walletDesk.review.reasonRequired',
    });
    expect(rejectionSchema.parse({ reason: ' Blurry proof ' })).toEqual({ reason: 'Blurry proof' });
  });
});
