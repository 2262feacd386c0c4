import type { SettingsRecord } from '@fwd/shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  amountFromUrl,
  bankDetails,
  MAX_RECHARGE,
  minRecharge,
  PROOF_MAX_BYTES,
  proofSchema,
  RECHARGE_MESSAGE_KEYS,
  rechargeAmountSchema,
  returnPath,
} from './recharge-rules';

const settings = (fields: Partial<SettingsRecord>) => fields as SettingsRecord;

describe('minRecharge', () => {
  it("is the shop's minimum, or 10,000 when it is 0 or missing", () => {
    expect(minRecharge(settings({ min_recharge: 50_000 }))).toBe(50_000);
    expect(minRecharge(settings({ min_recharge: 0 }))).toBe(10_000);
    expect(minRecharge(null)).toBe(10_000);
  });
});

describe('rechargeAmountSchema', () => {
  const schema = rechargeAmountSchema(20_000);
  const message = (amount: number | null) => schema.safeParse({ amount }).error?.issues[0]?.message;

  it('accepts an amount from the minimum to the maximum', () => {
    expect(schema.parse({ amount: 20_000 })).toEqual({ amount: 20_000 });
    expect(schema.parse({ amount: MAX_RECHARGE })).toEqual({ amount: MAX_RECHARGE });
  });

  it('asks for an amount, refuses one below the minimum and one above the maximum', () => {
    expect(message(null)).toBe(RECHARGE_MESSAGE_KEYS.amountRequired);
    expect(message(19_999)).toBe(RECHARGE_MESSAGE_KEYS.belowMin);
    expect(message(MAX_RECHARGE + 1)).toBe(RECHARGE_MESSAGE_KEYS.aboveMax);
  });
});

describe('proofSchema', () => {
  const file = (type: string, size: number) => {
    const f = new File(['x'], 'receipt', { type });
    Object.defineProperty(f, 'size', { value: size });
    return f;
  };
  const message = (files: File[]) => proofSchema.safeParse({ proof: files }).error?.issues[0]?.message;

  it('takes one image or PDF of at most 5 MB', () => {
    expect(message([file('image/png', 1000)])).toBeUndefined();
    expect(message([file('application/pdf', PROOF_MAX_BYTES)])).toBeUndefined();
  });

  it('asks for a file and refuses other types and larger files', () => {
    expect(message([])).toBe(RECHARGE_MESSAGE_KEYS.proofRequired);
    expect(message([file('text/plain', 10)])).toBe(RECHARGE_MESSAGE_KEYS.proofType);
    expect(message([file('image/jpeg', PROOF_MAX_BYTES + 1)])).toBe(RECHARGE_MESSAGE_KEYS.proofSize);
  });
});

describe('amountFromUrl', () => {
  it('reads a whole positive amount and ignores anything else', () => {
    expect(amountFromUrl('250000')).toBe(250_000);
    expect(amountFromUrl(null)).toBeNull();
    expect(amountFromUrl('12.5')).toBeNull();
    expect(amountFromUrl('-5')).toBeNull();
    expect(amountFromUrl('0')).toBeNull();
    expect(amountFromUrl('1e6')).toBeNull();
    expect(amountFromUrl(String(MAX_RECHARGE + 1))).toBeNull();
  });
});

describe('returnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(returnPath('/account/checkout')).toBe('/account/checkout');
    expect(returnPath('/account/fulfillment/checkout?id=f1')).toBe('/account/fulfillment/checkout?id=f1');
  });

  it('ignores other sites, protocol-relative and script addresses', () => {
    expect(returnPath('https://evil.example/')).toBeNull();
    expect(returnPath('//evil.example/')).toBeNull();
    expect(returnPath('/\\evil.example')).toBeNull();
    expect(returnPath('javascript:alert(1)')).toBeNull();
    expect(returnPath('account/checkout')).toBeNull();
    expect(returnPath(null)).toBeNull();
  });
});

describe('bankDetails', () => {
  const full = settings({
    bank_name: 'Vietcombank',
    bank_bin: '970436',
    bank_account_no: '0011001234567',
    bank_account_name: 'CONG TY FORWARDLY',
  });

  it('gives our account when name, number and holder are all set', () => {
    expect(bankDetails(full)).toEqual({
      bankName: 'Vietcombank',
      accountNo: '0011001234567',
      accountName: 'CONG TY FORWARDLY',
      bin: '970436',
    });
  });

  it('is null when any of them is missing', () => {
    expect(bankDetails({ ...full, bank_account_no: '' })).toBeNull();
    expect(bankDetails({ ...full, bank_name: ' ' })).toBeNull();
    expect(bankDetails(null)).toBeNull();
  });
});
