/**
 * The warehouse's parcel routes (backend/pb_hooks/parcels.pb.js, docs/parcels.md): the inbound scan
 * (multipart, with photos) answers the parcel, `received` when matched to a customer or an order's
 * tracking code, else `unidentified`; assigning gives an unidentified parcel to a customer. A
 * customer declares a parcel through the records API (`parcels`), so that has no route here.
 */
import { z } from 'zod';
import { post, recordIdSchema, segment, type ApiClient, type CallOptions } from './client';
import { parcelRecordSchema } from './record-schemas';

/**
 * The fields of `POST /api/admin/parcels/inbound`. It is sent as multipart: build the FormData
 * with `inboundParcelFormData`.
 */
export const inboundParcelBodySchema = z.object({
  trackingCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{3,50}$/, 'Must be 3–50 letters, digits or dashes.'),
  weightKg: z.number().min(0.001).max(1000),
  lengthCm: z.number().min(0.1).max(1000),
  widthCm: z.number().min(0.1).max(1000),
  heightCm: z.number().min(0.1).max(1000),
  shelf: z.string().trim().max(40).optional(),
  warehouse: recordIdSchema.optional(),
  photos: z.array(z.instanceof(Blob)).optional(),
});
export const inboundParcelResponseSchema = parcelRecordSchema;

/** `POST /api/admin/parcels/{id}/assign`: the customer an `unidentified` parcel belongs to. */
export const assignParcelBodySchema = z.object({ user: recordIdSchema });
/** The parcel, now `received` for that customer. */
export const assignParcelResponseSchema = parcelRecordSchema;

export type InboundParcelBody = z.input<typeof inboundParcelBodySchema>;
export type InboundParcelResponse = z.infer<typeof inboundParcelResponseSchema>;
export type AssignParcelBody = z.input<typeof assignParcelBodySchema>;
export type AssignParcelResponse = z.infer<typeof assignParcelResponseSchema>;

/** Checks an inbound scan and builds the multipart body the route reads (photos under `photos`). */
export function inboundParcelFormData(body: InboundParcelBody): FormData {
  const { photos = [], ...fields } = inboundParcelBodySchema.parse(body);
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(key, String(value));
  }
  photos.forEach((photo, index) => {
    form.append('photos', photo, photo instanceof File ? photo.name : `photo-${index + 1}.png`);
  });
  return form;
}

/** The warehouse scans a parcel in (`form`: see `inboundParcelFormData`). */
export function receiveInboundParcel(
  pb: ApiClient,
  form: FormData,
  options?: CallOptions,
): Promise<InboundParcelResponse> {
  return post(pb, '/api/admin/parcels/inbound', inboundParcelResponseSchema, form, options);
}

/** The warehouse gives an unidentified parcel to a customer. */
export function assignParcel(
  pb: ApiClient,
  parcelId: string,
  body: AssignParcelBody,
  options?: CallOptions,
): Promise<AssignParcelResponse> {
  return post(
    pb,
    `/api/admin/parcels/${segment(parcelId)}/assign`,
    assignParcelResponseSchema,
    assignParcelBodySchema.parse(body),
    options,
  );
}

/** `POST /api/admin/parcels/{id}/return`: why the parcel goes back (its owner reads it). */
export const returnParcelBodySchema = z.object({ reason: z.string().trim().min(1).max(500) });
/** The parcel, now `returned`. */
export const returnParcelResponseSchema = parcelRecordSchema;
export type ReturnParcelBody = z.input<typeof returnParcelBodySchema>;
export type ReturnParcelResponse = z.infer<typeof returnParcelResponseSchema>;

/** The warehouse sends a parcel back (expected, received or unidentified; not while shipping). */
export function returnParcel(
  pb: ApiClient,
  parcelId: string,
  body: ReturnParcelBody,
  options?: CallOptions,
): Promise<ReturnParcelResponse> {
  return post(
    pb,
    `/api/admin/parcels/${segment(parcelId)}/return`,
    returnParcelResponseSchema,
    returnParcelBodySchema.parse(body),
    options,
  );
}
