/**
 * PocketBase's error shape as the custom routes answer it (backend/pb_hooks/lib/http.js):
 * `{ status, message, data }`, where each `data.<field>` is `{ code, message, params? }`. A refused
 * payment is a 400 whose `data.shortfall` carries the missing amount in `params.amount`
 * (lib/wallet.js); an illegal transition is a 400 whose message names both statuses and whose
 * `data.status` has the code `invalid_transition` (one shape for every machine: lib/transitions.js).
 */
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

/**
 * Every error code the hooks put in `data.<field>.code` (the validators of lib/http.js first, then
 * the routes' own). PocketBase's record validation adds its own codes (`validation_not_unique`, …),
 * so `apiErrorItemSchema` accepts any string; backend/tests/api-contract.test.ts keeps this list in
 * step with the hooks.
 */
export const API_ERROR_CODES = [
  // lib/http.js validators
  'validation_required',
  'validation_not_a_number',
  'validation_not_an_integer',
  'validation_min',
  'validation_max',
  'validation_not_a_string',
  'validation_length_too_long',
  'validation_invalid_date',
  'validation_invalid_format',
  'validation_not_a_bool',
  'validation_invalid_id',
  'validation_invalid_range',
  'validation_not_a_list',
  'validation_too_many',
  'validation_invalid_value',
  // routes and record hooks
  'insufficient_balance',
  'in_shipment',
  'invalid_transition',
  'invalid_status',
  'already_fulfilling',
  'in_review',
  'changed',
  'already_received',
  'already_registered',
  'closed',
  'forbidden_field',
  'inactive',
  'no_zone',
  'wrong_zone',
  'not_allowed',
  'not_found',
  'refund_pending',
  'staff_not_deletable',
  'validation_forbidden',
  'validation_immutable',
  'validation_invalid_tiers',
  'validation_large_change',
  'validation_length_out_of_range',
  'validation_mismatch',
  'validation_not_an_object',
  'validation_not_found',
  'validation_out_of_range',
  'validation_range',
  'validation_taken',
  'validation_unavailable',
  'validation_unknown_item',
  'validation_unknown_sku',
  'validation_upload_quota',
  'validation_zero',
  'validation_zero_total',
  'prices_changed',
  'already_booked',
  'balance_too_large',
  'not_configured',
  'no_rate',
  'no_price',
  // 401 and 403 (`data.auth`), 404 (`data.resource`, with 'not_found' above): lib/http.js
  'unauthorized',
  'forbidden',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** One field's error. */
export const apiErrorItemSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    message: z.string(),
    params: z.optional(z.record(z.string(), z.unknown())),
  }),
);

/** `data.shortfall` of a refused payment: the missing amount (home currency) in `params.amount`. */
export const shortfallErrorSchema = lazySchema(() =>
  z.extend(apiErrorItemSchema, {
    code: z.literal('insufficient_balance'),
    params: z.object({ amount: z.int().check(z.positive()) }),
  }),
);

/**
 * `data.expectedTotal` of a payment refused because the total moved since the customer saw it
 * (checkout, a shipment's payment): the total now in `params.total`, the one seen in
 * `params.expected` (home currency, minor units).
 */
export const pricesChangedErrorSchema = lazySchema(() =>
  z.extend(apiErrorItemSchema, {
    code: z.literal('prices_changed'),
    params: z.object({ total: z.int().check(z.nonnegative()), expected: z.int().check(z.nonnegative()) }),
  }),
);

export const apiErrorSchema = lazySchema(() =>
  z.object({
    status: z.int(),
    message: z.string(),
    data: z.catchall(
      z.object({ shortfall: z.optional(shortfallErrorSchema), expectedTotal: z.optional(apiErrorItemSchema) }),
      apiErrorItemSchema,
    ),
  }),
);

export type ApiErrorItem = z.infer<typeof apiErrorItemSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The API error inside anything a client function threw (the SDK's ClientResponseError keeps it in
 * `response`), or null when it is not one (a network failure, an abort, a schema mismatch).
 */
export function apiErrorOf(error: unknown): ApiError | null {
  const candidate =
    typeof error === 'object' && error !== null && 'response' in error
      ? (error as { response: unknown }).response
      : error;
  const parsed = apiErrorSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/** The missing amount of a refused payment, or undefined for any other error. */
export function shortfallOf(error: unknown): number | undefined {
  return apiErrorOf(error)?.data.shortfall?.params.amount;
}

/** The total now of a payment refused because prices changed, or undefined for any other error. */
export function pricesChangedOf(error: unknown): number | undefined {
  const parsed = pricesChangedErrorSchema.safeParse(apiErrorOf(error)?.data.expectedTotal);
  return parsed.success ? parsed.data.params.total : undefined;
}
