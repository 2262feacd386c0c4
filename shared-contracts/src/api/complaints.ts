/**
 * `POST /api/admin/complaints/{id}/resolve` (sales; backend/pb_hooks/complaints.pb.js): closes an
 * open or in-progress complaint as `resolved` (maybe asking finance for a refund of
 * `refundAmount`, capped by what was paid) or, with `reject: true`, as `rejected`. Opening a
 * complaint, its thread and taking it in hand go through the records API.
 */
import { z } from 'zod/mini';
import { route } from './client';
import { complaintRecordSchema } from './record-schemas';
import { lazySchema } from './lazy-schema';

export const resolveComplaintBodySchema = lazySchema(() =>
  z
    .object({
      resolution: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
      reject: z.optional(z.boolean()),
      /** Home currency; creates a `requested` refund linked from the complaint's `refund`. */
      refundAmount: z.optional(z.int().check(z.gte(0), z.lte(1e15))),
    })
    .check(
      z.refine((body) => !(body.reject && (body.refundAmount ?? 0) > 0), {
        path: ['refundAmount'],
        message: 'A rejected complaint cannot carry a refund.',
      }),
    ),
);
/** The complaint, `resolved` or `rejected`. */
export const resolveComplaintResponseSchema = complaintRecordSchema;

export type ResolveComplaintBody = z.input<typeof resolveComplaintBodySchema>;
export type ResolveComplaintResponse = z.infer<typeof resolveComplaintResponseSchema>;

/** Sales resolves (or rejects) a complaint. */
export const resolveComplaint = route(
  'POST',
  '/api/admin/complaints/{id}/resolve',
  resolveComplaintResponseSchema,
  resolveComplaintBodySchema,
);
