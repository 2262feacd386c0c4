/**
 * The packing bench (backend/pb_hooks/packing.pb.js): a scanned parcel is ticked on its shipment
 * (`picked`), the first tick moving a paid shipment to `packing`, so every tab and device at the
 * bench sees the same progress.
 */
import { z } from 'zod/mini';
import { recordIdSchema, route } from './client';
import { lazySchema } from './lazy-schema';
import { fulfillmentRecordSchema } from './record-schemas';

/** `POST /api/admin/fulfillments/{id}/pick` (warehouse): `{ parcel }`, one of the shipment's parcels. */
export const pickParcelBodySchema = lazySchema(() => z.object({ parcel: recordIdSchema }));
export const pickParcelResponseSchema = lazySchema(() =>
  z.looseObject({ ...fulfillmentRecordSchema.shape, picked: z.array(z.string()) }),
);

export type PickParcelBody = z.input<typeof pickParcelBodySchema>;
export type PickParcelResponse = z.infer<typeof pickParcelResponseSchema>;

/** Ticks a parcel of the shipment as picked (again is fine); a paid shipment starts packing. */
export const pickParcel = route(
  'POST',
  '/api/admin/fulfillments/{id}/pick',
  pickParcelResponseSchema,
  pickParcelBodySchema,
);
