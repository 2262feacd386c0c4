import { safeRedirect, type SettingsRecord } from '@fwd/shared-contracts';
import { z } from 'zod';

/** The server's own bounds of one top-up (backend/pb_hooks/wallet.pb.js), in home currency. */
export const DEFAULT_MIN_RECHARGE = 10_000;
export const MAX_RECHARGE = 500_000_000;

/** Proof of a transfer: a photo, a screenshot or a PDF of at most 5 MB (the field's own limits). */
export const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'];
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** Form messages: keys of the `account` catalog (`recharge.form.*`, `recharge.proof.*`). */
export const RECHARGE_MESSAGE_KEYS = {
  amountRequired: 'account:recharge.form.amountRequired',
  belowMin: 'account:recharge.form.belowMin',
  aboveMax: 'account:recharge.form.aboveMax',
  proofRequired: 'account:recharge.proof.required',
  proofType: 'account:recharge.proof.wrongType',
  proofSize: 'account:recharge.proof.tooLarge',
} as const;

/** The smallest top-up the server accepts: the shop's setting, or 10,000 when it is not set. */
export function minRecharge(settings: Pick<SettingsRecord, 'min_recharge'> | null | undefined): number {
  const value = settings?.min_recharge ?? 0;
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_MIN_RECHARGE;
}

/** The amount of a new top-up, between `min` and the server's maximum. */
export function rechargeAmountSchema(min: number) {
  return z.object({
    amount: z
      .number()
      .nullable()
      .superRefine((value, ctx) => {
        const message =
          value === null
            ? RECHARGE_MESSAGE_KEYS.amountRequired
            : value < min
              ? RECHARGE_MESSAGE_KEYS.belowMin
              : value > MAX_RECHARGE
                ? RECHARGE_MESSAGE_KEYS.aboveMax
                : null;
        if (message) ctx.addIssue({ code: 'custom', message });
      })
      .transform((value) => value ?? 0),
  });
}
export type RechargeAmountInput = z.input<ReturnType<typeof rechargeAmountSchema>>;

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** The one proof file of a transfer (FileInput checks type and size first; this is the last word). */
export const proofSchema = z.object({
  proof: z
    .array(
      z
        .custom<File>(isFile, RECHARGE_MESSAGE_KEYS.proofType)
        .refine((file) => PROOF_TYPES.includes(file.type), RECHARGE_MESSAGE_KEYS.proofType)
        .refine((file) => file.size <= PROOF_MAX_BYTES, RECHARGE_MESSAGE_KEYS.proofSize),
    )
    .min(1, RECHARGE_MESSAGE_KEYS.proofRequired)
    .max(1, RECHARGE_MESSAGE_KEYS.proofRequired),
});
export type ProofInput = z.input<typeof proofSchema>;

/** `?amount=` as a whole positive amount, or null when absent or not one. */
export function amountFromUrl(value: string | null): number | null {
  if (!value || !/^\d{1,12}$/.test(value.trim())) return null;
  const amount = Number(value.trim());
  return amount > 0 && amount <= MAX_RECHARGE ? amount : null;
}

/** `?return=` when it is a path of this site ("/account/checkout"); null for anything else. */
export function returnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  const path = safeRedirect(value, '');
  return path || null;
}

/** Our bank account for transfers, or null while the shop has not filled it in. */
export interface BankDetails {
  bankName: string;
  accountNo: string;
  accountName: string;
  /** NAPAS BIN of the bank; empty when unknown (then no QR code). */
  bin: string;
}

export function bankDetails(settings: SettingsRecord | null | undefined): BankDetails | null {
  const bankName = settings?.bank_name?.trim() ?? '';
  const accountNo = settings?.bank_account_no?.trim() ?? '';
  const accountName = settings?.bank_account_name?.trim() ?? '';
  if (!bankName || !accountNo || !accountName) return null;
  return { bankName, accountNo, accountName, bin: settings?.bank_bin?.trim() ?? '' };
}
