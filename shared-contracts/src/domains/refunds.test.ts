import { describe, expect, it } from 'vitest';
import { refundMoves, refundsDomain, targetOf } from './refunds';

describe('the refunds domain', () => {
  it('offers staff the moves of the refund machine: a request is approved or rejected, a decision is final', () => {
    expect(refundMoves('requested').sort()).toEqual(['approved', 'rejected']);
    expect(refundMoves('approved')).toEqual([]);
    expect(refundMoves('rejected')).toEqual([]);
  });

  it('names the order or the shipment a refund is about, and nothing when it names neither', () => {
    expect(targetOf({ order: 'order0000000001', fulfillment: '' })).toEqual({ order: 'order0000000001' });
    expect(targetOf({ order: '', fulfillment: 'fulfil000000001' })).toEqual({ fulfillment: 'fulfil000000001' });
    expect(targetOf({ order: '', fulfillment: '' })).toBeNull();
  });

  it('refreshes the wallet and the balance when finance decides, and the refunds either way', () => {
    expect(refundsDomain.refreshes.review).toEqual(expect.arrayContaining(['refunds', 'wallet_transactions', 'users']));
    expect(refundsDomain.refreshes.request).toEqual(['refunds']);
  });
});
