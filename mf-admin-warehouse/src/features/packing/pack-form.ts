import { z } from 'zod';

/** Messages: keys of the `warehouse` catalog. */
const KEYS = { weight: 'packing.errors.weight', size: 'packing.errors.size', sizes: 'packing.errors.sizes' } as const;

const decimal = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,5}([.,]\d{1,3})?$/, { message, abort: true })
    .transform((text) => Number(text.replace(',', '.')))
    .refine((value) => value >= min && value <= max, message);
const optionalSide = z.union([z.literal('').transform(() => undefined), decimal(1, 1000, KEYS.size)]);

/** The packed box: its weight (required) and its size (all three sides, or none). */
export const packSchema = z
  .object({
    weightKg: decimal(0.01, 1000, KEYS.weight),
    lengthCm: optionalSide,
    widthCm: optionalSide,
    heightCm: optionalSide,
  })
  .superRefine((box, ctx) => {
    const given = [box.lengthCm, box.widthCm, box.heightCm].filter((side) => side !== undefined).length;
    if (given === 1 || given === 2) {
      for (const name of ['lengthCm', 'widthCm', 'heightCm'] as const) {
        if (box[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: KEYS.sizes });
      }
    }
  });

export type PackValues = z.output<typeof packSchema>;
