import { describe, expect, it } from 'vitest';
import { adjustmentErrors, signedAmount } from './adjustment';

describe('a wallet adjustment draft', () => {
  it('needs an amount above 0 and a reason', () => {
    expect(adjustmentErrors({ direction: 'credit', amount: 0, reason: ' ' })).toEqual({
      amount: 'walletDesk.adjust.amountRequired',
      reason: 'walletDesk.adjust.reasonRequired',
    });
    expect(adjustmentErrors({ direction: 'debit', amount: null, reason: 'x' })).toEqual({
      amount: 'walletDesk.adjust.amountRequired',
    });
    expect(adjustmentErrors({ direction: 'debit', amount: 5_000, reason: 'Bank fee' })).toEqual({});
  });

  it('books a debit as a negative amount', () => {
    expect(signedAmount({ direction: 'debit', amount: 5_000, reason: 'x' })).toBe(-5_000);
    expect(signedAmount({ direction: 'credit', amount: 5_000, reason: 'x' })).toBe(5_000);
  });
});
