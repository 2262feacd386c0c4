/**
 * Finance's wallet routes (backend/pb_hooks/wallet.pb.js, docs/wallet.md): approving or rejecting a
 * pending recharge or a requested refund (approving credits the wallet once, however often it is
 * sent), and adjusting a balance by a signed amount. Customers ask for recharges and sales for
 * refunds through the records API (`recharges`, `refunds`), so those have no route here.
 */
import { z } from 'zod/mini';
import { recordIdSchema, route } from './client';
import { rechargeRecordSchema, refundRecordSchema, walletTransactionRecordSchema } from './record-schemas';
import { lazySchema } from './lazy-schema';

/** `POST /api/admin/recharges/{id}/approve`: an optional note. */
export const approveRechargeBodySchema = lazySchema(() =>
  z.object({ reason: z.optional(z.string().check(z.trim(), z.maxLength(500))) }),
);
/** `POST /api/admin/recharges/{id}/reject`: the reason is required (the customer reads it). */
export const rejectRechargeBodySchema = lazySchema(() =>
  z.object({ reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)) }),
);
export const reviewRechargeResponseSchema = rechargeRecordSchema;

/** `POST /api/admin/refunds/{id}/approve` · `/reject`: an optional note (stored as `review_note`). */
export const reviewRefundBodySchema = lazySchema(() =>
  z.object({ reason: z.optional(z.string().check(z.trim(), z.maxLength(1000))) }),
);
export const reviewRefundResponseSchema = refundRecordSchema;

/** `POST /api/admin/wallets/adjust`: a signed amount (home currency, never 0) and why. */
export const adjustWalletBodySchema = lazySchema(() =>
  z.object({
    user: recordIdSchema,
    amount: z.int().check(
      z.gte(-1_000_000_000_000),
      z.lte(1_000_000_000_000),
      z.refine((value) => value !== 0, 'Must not be 0.'),
    ),
    reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  }),
);
/** The ledger row it booked. */
export const adjustWalletResponseSchema = walletTransactionRecordSchema;

export type ApproveRechargeBody = z.input<typeof approveRechargeBodySchema>;
export type RejectRechargeBody = z.input<typeof rejectRechargeBodySchema>;
export type ReviewRechargeResponse = z.infer<typeof reviewRechargeResponseSchema>;
export type ReviewRefundBody = z.input<typeof reviewRefundBodySchema>;
export type ReviewRefundResponse = z.infer<typeof reviewRefundResponseSchema>;
export type AdjustWalletBody = z.input<typeof adjustWalletBodySchema>;
export type AdjustWalletResponse = z.infer<typeof adjustWalletResponseSchema>;

/** Approves a pending recharge: its amount is credited to the customer's wallet. */
export const approveRecharge = route(
  'POST',
  '/api/admin/recharges/{id}/approve',
  reviewRechargeResponseSchema,
  approveRechargeBodySchema,
);

/** Rejects a pending recharge with a reason. */
export const rejectRecharge = route(
  'POST',
  '/api/admin/recharges/{id}/reject',
  reviewRechargeResponseSchema,
  rejectRechargeBodySchema,
);

/** Approves a requested refund: its amount is credited to the customer's wallet. */
export const approveRefund = route(
  'POST',
  '/api/admin/refunds/{id}/approve',
  reviewRefundResponseSchema,
  reviewRefundBodySchema,
);

/** Rejects a requested refund. */
export const rejectRefund = route(
  'POST',
  '/api/admin/refunds/{id}/reject',
  reviewRefundResponseSchema,
  reviewRefundBodySchema,
);

/** Credits (amount > 0) or debits (amount < 0) a customer's wallet; never below zero. */
export const adjustWallet = route(
  'POST',
  '/api/admin/wallets/adjust',
  adjustWalletResponseSchema,
  adjustWalletBodySchema,
);
