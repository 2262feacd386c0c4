// zod/mini, like the API's schemas and the wallet desk's: the finance pages share one copy of zod's core.
import { SHIPPING_LINE_KINDS, type SettingsRecord, type ShippingLineRecord } from '@fwd/shared-contracts';
import { z } from 'zod/mini';
import { readTiers, tierDrafts, type TierProblem } from './tiers';

/** A number typed with a dot or a comma ("3,5"); NaN when it is not one, 0 when empty. */
const decimal = (text: string) => Number(text.trim().replace(',', '.'));
const whole = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

/** Typed text read as a number that must pass `valid`; messages are keys of the `finance` catalog. */
const typedNumber = (
  valid: (value: number) => boolean,
  message: string,
  read: (text: string) => number | null = decimal,
) =>
  z.pipe(
    z.string().check(
      z.refine((text) => {
        const value = read(text);
        return text.trim() !== '' && value !== null && Number.isFinite(value) && valid(value);
      }, message),
    ),
    z.transform((text: string) => read(text) ?? 0),
  );

/** An amount of a `MoneyInput` (minor units); left empty, 0. */
const amount = z.pipe(
  z.nullable(z.number()),
  z.transform((value: number | null) => value ?? 0),
);
const text = z.string().check(z.trim());

/** A new exchange rate: above 0, from a moment (a `datetime-local` value). */
export const rateSchema = z.object({
  rate: typedNumber((value) => value > 0, 'pricing.rates.positive'),
  effective_from: z
    .string()
    .check(z.refine((value) => value !== '' && !Number.isNaN(new Date(value).getTime()), 'pricing.rates.moment')),
});

/** A shipping line as its dialog edits it (its fields as the record names them). */
export const lineSchema = z.object({
  name: text.check(z.minLength(1, 'pricing.lines.nameRequired')),
  kind: z.enum(SHIPPING_LINE_KINDS),
  zone: text.check(z.minLength(1, 'pricing.lines.zoneRequired')),
  price_per_kg: z.pipe(
    z.nullable(z.number()).check(z.refine((value) => value !== null && value > 0, 'pricing.lines.pricePositive')),
    z.transform((value: number | null) => value ?? 0),
  ),
  min_kg: typedNumber((value) => value > 0, 'pricing.lines.minPositive'),
  eta_days: typedNumber((value) => Number.isInteger(value) && value > 0, 'pricing.lines.etaPositive'),
  active: z.boolean(),
});

export type LineDraft = z.input<typeof lineSchema>;

export function lineDraft(line: ShippingLineRecord | null): LineDraft {
  return {
    name: line?.name ?? '',
    kind: line?.kind ?? 'air',
    zone: line?.zone ?? '',
    price_per_kg: line?.price_per_kg ?? null,
    min_kg: String(line?.min_kg ?? 1),
    eta_days: String(line?.eta_days ?? 7),
    active: line?.active ?? true,
  };
}

/** Where a tier's problem is shown: on the tier's field, or on the tiers as a whole. */
function tierPath(problem: NonNullable<TierProblem>): (string | number)[] {
  const tier = problem.values?.tier;
  if (typeof tier !== 'number') return [];
  return [tier - 1, problem.key === 'pricing.tiers.percent' ? 'percent' : 'upTo'];
}

/**
 * The shop's settings as the pricing page edits them, checked as the server checks them
 * (lib/settings.js); the fields keep the record's names, so the server's field errors land on them.
 */
export const settingsSchema = z.object({
  service_fee_tiers: z.pipe(
    z.array(z.object({ upTo: z.string(), percent: z.string() })),
    z.transform((drafts, ctx) => {
      const { tiers, problem } = readTiers(drafts);
      if (problem) ctx.issues.push({ code: 'custom', message: problem.key, input: drafts, path: tierPath(problem) });
      return tiers;
    }),
  ),
  service_fee_min: amount,
  free_storage_days: typedNumber(() => true, 'pricing.settings.daysInvalid', whole),
  storage_fee_per_day: amount,
  insurance_rate: z.pipe(
    typedNumber((value) => value >= 0 && value <= 100, 'pricing.settings.insuranceInvalid'),
    z.transform((percent: number) => Math.round(percent * 100) / 10000),
  ),
  volumetric_divisor: typedNumber((value) => value >= 1000, 'pricing.settings.divisorInvalid', whole),
  min_recharge: amount,
  bank_name: text,
  bank_bin: text.check(z.refine((value) => value === '' || /^\d{6}$/.test(value), 'pricing.settings.binInvalid')),
  bank_account_no: text,
  bank_account_name: text,
});

export type SettingsDraft = z.input<typeof settingsSchema>;

/** The form's values of the saved settings (the insurance rate as a percent). */
export function settingsDraft(settings: SettingsRecord): SettingsDraft {
  return {
    service_fee_tiers: tierDrafts(settings.service_fee_tiers),
    service_fee_min: settings.service_fee_min,
    free_storage_days: String(settings.free_storage_days),
    storage_fee_per_day: settings.storage_fee_per_day,
    insurance_rate: String(Math.round(settings.insurance_rate * 10000) / 100),
    volumetric_divisor: String(settings.volumetric_divisor),
    min_recharge: settings.min_recharge,
    bank_name: settings.bank_name,
    bank_bin: settings.bank_bin,
    bank_account_no: settings.bank_account_no,
    bank_account_name: settings.bank_account_name,
  };
}
