/* What the finance tests share: the shop's settings as the API answers them, and a schema's problems. */
import type { SettingsRecord } from '@fwd/shared-contracts';

/** The shop's settings: CNY into VND, one service fee tier of 5 %, our bank at Vietcombank. */
export function settingsRecord(fields: Partial<SettingsRecord> = {}): SettingsRecord {
  return {
    id: 'settings0000001',
    collectionId: 'pbc_settings',
    collectionName: 'settings',
    created: '2026-11-01 08:00:00.000Z',
    updated: '2026-11-20 08:00:00.000Z',
    key: 'default',
    source_currency: 'CNY',
    home_currency: 'VND',
    free_storage_days: 30,
    storage_fee_per_day: 5000,
    insurance_rate: 0.01,
    service_fee_tiers: [{ upTo: null, percent: 5 }],
    service_fee_min: 20000,
    volumetric_divisor: 6000,
    bank_name: 'Vietcombank',
    bank_bin: '970436',
    bank_account_no: '0071000123456',
    bank_account_name: 'FORWARDLY',
    min_recharge: 100000,
    ...fields,
  } as SettingsRecord;
}

/** A schema's refusal as `{ 'path.to.field': message key }`. */
export const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
