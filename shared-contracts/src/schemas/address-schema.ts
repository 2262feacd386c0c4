import { z } from 'zod';

/** Messages are part of the product spec (DESIGN.md section 3): keep them exact. */
export const ADDRESS_MESSAGES = {
  name: 'Please fill in the name',
  phone: 'Malformed phone number',
  area: 'Please select a receiving area',
  detail: 'Address can not be empty',
} as const;

/** Digits with an optional leading +, 9 to 15 digits, spaces and dashes allowed between. */
const PHONE = /^\+?[0-9](?:[ -]?[0-9]){8,14}$/;

export const addressSchema = z.object({
  name: z.string().trim().min(1, ADDRESS_MESSAGES.name).max(100, ADDRESS_MESSAGES.name),
  phone: z.string().trim().regex(PHONE, ADDRESS_MESSAGES.phone),
  area: z.string().trim().min(1, ADDRESS_MESSAGES.area),
  detail: z.string().trim().min(1, ADDRESS_MESSAGES.detail).max(500, 'Use at most 500 characters'),
  is_default: z.boolean().default(false),
});
export type AddressInput = z.infer<typeof addressSchema>;
