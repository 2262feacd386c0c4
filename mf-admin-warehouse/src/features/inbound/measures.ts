import { z } from 'zod';
import { CUSTOMER_CODE_PATTERN, normalizeCustomerCode } from '../../scan-code';

/**
 * Upper limits of the inbound route (backend/pb_hooks/parcels.pb.js): one parcel on the scale, each
 * side of the box. The lower ones (0.01 kg, 1 cm) are the bench's: less is a slip of the finger.
 */
export const WEIGHT_MAX_KG = 200;
export const SIDE_MAX_CM = 1000;

/** Messages: keys of the `warehouse` catalog. */
export const MEASURE_MESSAGE_KEYS = {
  weight: 'inbound.errors.weight',
  size: 'inbound.errors.size',
  shelf: 'inbound.errors.shelf',
  customerCode: 'inbound.errors.customerCode',
} as const;

/** A decimal typed with a point or a comma, up to 3 decimals, within [min, max]. */
const decimal = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,4}([.,]\d{1,3})?$/, { message, abort: true })
    .transform((text) => Number(text.replace(',', '.')))
    .refine((value) => value >= min && value <= max, message);

export const measureSchema = z.object({
  weightKg: decimal(0.01, WEIGHT_MAX_KG, MEASURE_MESSAGE_KEYS.weight),
  lengthCm: decimal(1, SIDE_MAX_CM, MEASURE_MESSAGE_KEYS.size),
  widthCm: decimal(1, SIDE_MAX_CM, MEASURE_MESSAGE_KEYS.size),
  heightCm: decimal(1, SIDE_MAX_CM, MEASURE_MESSAGE_KEYS.size),
  shelf: z.string().trim().max(40, MEASURE_MESSAGE_KEYS.shelf),
  customerCode: z
    .string()
    .transform(normalizeCustomerCode)
    .refine((code) => code === '' || CUSTOMER_CODE_PATTERN.test(code), MEASURE_MESSAGE_KEYS.customerCode),
});

export type MeasureInput = z.input<typeof measureSchema>;
export type Measures = z.output<typeof measureSchema>;

const SHELF_KEY = 'fwd.wh.shelf';

/** The shelf of the previous parcel at this bench (the next one usually goes beside it). */
export function rememberedShelf(storage: Pick<Storage, 'getItem'> = localStorage): string {
  try {
    return storage.getItem(SHELF_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberShelf(shelf: string, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(SHELF_KEY, shelf);
  } catch {
    // private mode: the shelf is simply not remembered
  }
}
