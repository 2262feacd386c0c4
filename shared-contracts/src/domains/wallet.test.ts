import type { RechargeRecord } from '@fwd/shared-contracts';
import { describe, expect, it } from 'vitest';
import { isPdf, proofUrl, rechargeMoves, walletDomain } from './wallet';

const recharge = {
  id: 'rch000000000001',
  collectionName: 'recharges',
  collectionId: 'pbc_recharges',
  proof: 'slip_ab12.png',
} as RechargeRecord;

describe('the wallet domain', () => {
  it('offers staff the moves of the recharge machine: a pending top-up is approved or rejected', () => {
    expect(rechargeMoves('pending').sort()).toEqual(['approved', 'rejected']);
    expect(rechargeMoves('approved')).toEqual([]);
  });

  it('addresses a proof only with a file token (the field is protected)', () => {
    expect(proofUrl(recharge, undefined)).toBe('');
    const url = new URL(proofUrl(recharge, 'tok-1', '100x100'), 'http://localhost');
    expect(url.pathname).toBe('/api/files/pbc_recharges/rch000000000001/slip_ab12.png');
    expect(url.searchParams.get('token')).toBe('tok-1');
    expect(url.searchParams.get('thumb')).toBe('100x100');
  });

  it('tells a PDF proof by its name, whatever its case', () => {
    expect(isPdf('slip.PDF')).toBe(true);
    expect(isPdf('slip.pdf.png')).toBe(false);
  });

  it('refreshes the balance and the ledger when finance approves a top-up or adjusts a balance', () => {
    expect(walletDomain.refreshes.review).toEqual(['recharges', 'users', 'wallet_transactions']);
    expect(walletDomain.refreshes.adjust).toEqual(['users', 'wallet_transactions']);
  });
});
