/*
 * The complaint forms' schemas, beside their domain: a new complaint (customer), a reply in its
 * thread (either side) and the staff's decision. Their messages are translation keys (with their
 * namespace, as customer and staff pages use different ones). Imported as
 * `@fwd/shared-contracts/domains/complaints-schema`, so zod loads only with a page that has a form.
 */
import { COMPLAINT_TYPES } from '@fwd/shared-contracts';
import { z } from 'zod';
import { DESCRIPTION_MAX, MESSAGE_MAX, PHOTO_MAX_BYTES, PHOTO_TYPES, PHOTOS_MAX } from './complaints';

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** `about` is `<order|parcel|fulfillment>:<id>`, the subject picked in the form. */
export const newComplaintSchema = z.object({
  about: z.string().regex(/^(order|parcel|fulfillment):[a-z0-9]{15}$/, 'account:complaints.form.aboutRequired'),
  type: z.enum(COMPLAINT_TYPES),
  description: z
    .string()
    .trim()
    .min(1, 'account:complaints.form.descriptionRequired')
    .max(DESCRIPTION_MAX, 'account:complaints.form.descriptionTooLong'),
  photos: z
    .array(
      z
        .custom<File>(isFile)
        .refine((file) => PHOTO_TYPES.includes(file.type))
        .refine((file) => file.size <= PHOTO_MAX_BYTES),
    )
    .max(PHOTOS_MAX),
});
export type NewComplaintInput = z.input<typeof newComplaintSchema>;

/** The subject of a new complaint, as the fields the server takes. */
export function complaintSubject(about: string): { order?: string; parcel?: string; fulfillment?: string } {
  const [kind, id = ''] = about.split(':');
  return kind === 'order' || kind === 'parcel' || kind === 'fulfillment' ? { [kind]: id } : {};
}

export const complaintReplySchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'account:complaints.thread.emptyReply')
    .max(MESSAGE_MAX, 'account:complaints.thread.tooLong'),
});

/** The staff's decision: a resolution (required either way), and a refund when resolving. */
export const complaintDecisionSchema = z.object({
  resolution: z.string().trim().min(1, 'orders:complaintDesk.decide.required').max(MESSAGE_MAX),
  refund: z.number().int().min(0).nullable(),
});
export type ComplaintDecisionInput = z.input<typeof complaintDecisionSchema>;
