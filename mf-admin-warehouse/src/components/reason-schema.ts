import { z } from 'zod';

/** The `warehouse` keys said when a reason is missing. */
export const REASON_REQUIRED = {
  cancelShipment: 'packing.cancel.reasonRequired',
  returnParcel: 'parcelDesk.drawer.reasonRequired',
} as const;

/** A reason staff must give (returning a parcel, cancelling a shipment); `required` is its message key. */
export const reasonSchema = (required: string) => z.object({ reason: z.string().trim().min(1, required) });

export type ReasonValues = z.output<ReturnType<typeof reasonSchema>>;
