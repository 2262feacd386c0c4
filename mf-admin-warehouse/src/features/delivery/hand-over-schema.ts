import { z } from 'zod';

/** A hand-over to a carrier: the carrier for the batch and a tracking number for each shipment. */
export const handOverSchema = z.object({
  carrier: z.string().trim().min(1, 'delivery.handOver.carrierRequired'),
  numbers: z.array(
    z.object({ id: z.string(), trackingNo: z.string().trim().min(1, 'delivery.handOver.numberRequired') }),
  ),
});

export type HandOverValues = z.output<typeof handOverSchema>;
