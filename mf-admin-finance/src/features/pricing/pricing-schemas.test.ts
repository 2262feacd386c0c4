import { describe, expect, it } from 'vitest';
import { problems, settingsRecord } from '../../testing/fixtures';
import { lineDraft, lineSchema, rateSchema, settingsDraft, settingsSchema } from './pricing-schemas';

const SETTINGS = settingsRecord({
  insurance_rate: 0.015,
  service_fee_tiers: [
    { upTo: 10_000_000, percent: 5 },
    { upTo: null, percent: 3 },
  ],
});

describe('a new exchange rate', () => {
  it('is a number above 0 (a comma is a decimal point) from a real moment', () => {
    expect(rateSchema.parse({ rate: ' 3512,5 ', effective_from: '2026-11-24T10:00' })).toEqual({
      rate: 3512.5,
      effective_from: '2026-11-24T10:00',
    });
    expect(problems(rateSchema.safeParse({ rate: '0', effective_from: '' }))).toEqual({
      rate: 'pricing.rates.positive',
      effective_from: 'pricing.rates.moment',
    });
    expect(problems(rateSchema.safeParse({ rate: 'abc', effective_from: '2026-11-24T10:00' }))).toEqual({
      rate: 'pricing.rates.positive',
    });
  });
});

describe('a shipping line', () => {
  it('needs a name, a zone, a price, a minimum and a whole number of days, each said on its field', () => {
    expect(
      problems(lineSchema.safeParse({ ...lineDraft(null), name: ' ', zone: '', min_kg: '0', eta_days: '2.5' })),
    ).toEqual({
      name: 'pricing.lines.nameRequired',
      zone: 'pricing.lines.zoneRequired',
      price_per_kg: 'pricing.lines.pricePositive',
      min_kg: 'pricing.lines.minPositive',
      eta_days: 'pricing.lines.etaPositive',
    });
  });

  it('is saved trimmed, with numbers', () => {
    expect(
      lineSchema.parse({ ...lineDraft(null), name: ' Air HN ', zone: ' HN ', price_per_kg: 90000, min_kg: '0,5' }),
    ).toEqual({ name: 'Air HN', kind: 'air', zone: 'HN', price_per_kg: 90000, min_kg: 0.5, eta_days: 7, active: true });
  });
});

describe('the settings', () => {
  it('give back what was saved, the insurance rate as a percent and back', () => {
    const draft = settingsDraft(SETTINGS);
    expect(draft.insurance_rate).toBe('1.5');
    expect(settingsSchema.parse(draft)).toMatchObject({
      service_fee_tiers: SETTINGS.service_fee_tiers,
      insurance_rate: 0.015,
      free_storage_days: 30,
      volumetric_divisor: 6000,
    });
  });

  it("put a tier's problem on the tier's field, and the others on theirs", () => {
    const draft = settingsDraft(SETTINGS);
    expect(
      problems(
        settingsSchema.safeParse({
          ...draft,
          service_fee_tiers: [
            { upTo: '5000', percent: '5' },
            { upTo: '4000', percent: '3' },
            { upTo: '', percent: '101' },
          ],
          free_storage_days: '2.5',
          insurance_rate: '',
          volumetric_divisor: '999',
          bank_bin: '12345',
        }),
      ),
    ).toEqual({
      'service_fee_tiers.1.upTo': 'pricing.tiers.overlap',
      free_storage_days: 'pricing.settings.daysInvalid',
      insurance_rate: 'pricing.settings.insuranceInvalid',
      volumetric_divisor: 'pricing.settings.divisorInvalid',
      bank_bin: 'pricing.settings.binInvalid',
    });
    expect(problems(settingsSchema.safeParse({ ...draft, service_fee_tiers: [{ upTo: '', percent: 'x' }] }))).toEqual({
      'service_fee_tiers.0.percent': 'pricing.tiers.percent',
    });
    expect(problems(settingsSchema.safeParse({ ...draft, service_fee_tiers: [] }))).toEqual({
      service_fee_tiers: 'pricing.tiers.count',
    });
  });
});
