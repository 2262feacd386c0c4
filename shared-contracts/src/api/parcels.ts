/**
 * The warehouse's parcel routes (backend/pb_hooks/parcels.pb.js, docs/parcels.md): the inbound scan
 * (multipart, with photos) answers the parcel, `received` when matched to a customer or an order's
 * tracking code, else `unidentified`; assigning gives an unidentified parcel to a customer. A
 * customer declares a parcel through the records API (`parcels`), so that has no route here.
 */
import { z } from 'zod/mini';
import { get, post, recordIdSchema, route, type ApiClient, type CallOptions } from './client';
import { parcelRecordSchema } from './record-schemas';
import { lazySchema } from './lazy-schema';

/**
 * The fields of `POST /api/admin/parcels/inbound`. It is sent as multipart: build the FormData
 * with `inboundParcelFormData`.
 */
export const inboundParcelBodySchema = lazySchema(() =>
  z.object({
    trackingCode: z
      .string()
      .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9-]{3,50}$/, 'Must be 3–50 letters, digits or dashes.')),
    /** One parcel on the bench's scale: at most 200 kg (heavier goods are freight, not parcels). */
    weightKg: z.number().check(z.gte(0.001), z.lte(200)),
    lengthCm: z.number().check(z.gte(0.1), z.lte(1000)),
    widthCm: z.number().check(z.gte(0.1), z.lte(1000)),
    heightCm: z.number().check(z.gte(0.1), z.lte(1000)),
    shelf: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    /** The customer code written on the parcel: it decides the owner over any declaration. */
    customerCode: z.optional(
      z
        .string()
        .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9]{2,20}$/, 'A customer code is 2–20 letters or digits.')),
    ),
    warehouse: z.optional(recordIdSchema),
    photos: z.optional(z.array(z.instanceof(Blob))),
  }),
);
export const inboundParcelResponseSchema = parcelRecordSchema;

/**
 * `POST /api/admin/parcels/{id}/assign`: the customer an `unidentified` parcel, or one held for review
 * (`in_review`), belongs to; the parcel's claims are settled.
 */
export const assignParcelBodySchema = lazySchema(() => z.object({ user: recordIdSchema }));
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
export const assignParcel = route(
  'POST',
  '/api/admin/parcels/{id}/assign',
  assignParcelResponseSchema,
  assignParcelBodySchema,
);

/** `POST /api/admin/parcels/{id}/return`: why the parcel goes back (its owner reads it). */
export const returnParcelBodySchema = lazySchema(() =>
  z.object({ reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)) }),
);
/** The parcel, now `returned`. */
export const returnParcelResponseSchema = parcelRecordSchema;
export type ReturnParcelBody = z.input<typeof returnParcelBodySchema>;
export type ReturnParcelResponse = z.infer<typeof returnParcelResponseSchema>;

/** The warehouse sends a parcel back (expected, received or unidentified; not while shipping). */
export const returnParcel = route(
  'POST',
  '/api/admin/parcels/{id}/return',
  returnParcelResponseSchema,
  returnParcelBodySchema,
);

const scanPartySchema = lazySchema(() => z.nullable(z.object({ id: z.string(), code: z.string(), name: z.string() })));

/**
 * `GET /api/admin/parcels/lookup?code=`: what an inbound scan of this code would meet, nothing
 * saved. `expected`: a declared parcel (its owner, its order); `order`: an order's seller code (a
 * new parcel for its customer); `received`: already scanned in (when, and `receivedBy`'s name);
 * `unknown`: the parcel will be unidentified.
 */
export const scanLookupResponseSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    state: z.enum(['expected', 'order', 'received', 'unknown']),
    parcel: z.nullable(
      z.object({ id: z.string(), status: z.string(), received_at: z.string(), in_review: z.boolean() }),
    ),
    customer: scanPartySchema,
    order: z.nullable(z.object({ id: z.string(), code: z.string() })),
    receivedBy: z.string(),
  }),
);
export type ScanLookup = z.infer<typeof scanLookupResponseSchema>;

/** The warehouse looks a scanned code up before weighing the parcel. */
export function lookupScan(pb: ApiClient, code: string, options?: CallOptions): Promise<ScanLookup> {
  return get(pb, '/api/admin/parcels/lookup', scanLookupResponseSchema, { code }, options);
}

/** `POST /api/admin/parcels/{id}/undo-inbound`: the parcel's `updated` as the bench saw it after the scan. */
export const undoInboundBodySchema = lazySchema(() => z.object({ updated: z.string().check(z.minLength(1)) }));
export const undoInboundResponseSchema = lazySchema(() => z.object({ id: z.string(), undone: z.literal(true) }));

/** The bench undoes its last scan (refused once anything else changed the parcel). */
export const undoInbound = route(
  'POST',
  '/api/admin/parcels/{id}/undo-inbound',
  undoInboundResponseSchema,
  undoInboundBodySchema,
);
