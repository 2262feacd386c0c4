import { z } from 'zod';
import { isValidPhone } from '@fwd/shared-contracts';

/**
 * The four messages of DESIGN.md section 3, exactly, in English. Schemas carry translation keys
 * (`common:validation.…`); the English catalog holds these texts (a test keeps them equal).
 */
export const ADDRESS_MESSAGES = {
  name: 'Please fill in the name',
  phone: 'Malformed phone number',
  area: 'Please select a receiving area',
  detail: 'Address can not be empty',
} as const;

export const ADDRESS_MESSAGE_KEYS = {
  name: 'common:validation.address.name',
  phone: 'common:validation.address.phone',
  area: 'common:validation.address.area',
  detail: 'common:validation.address.detail',
} as const;

export const addressSchema = z.object({
  name: z.string().trim().min(1, ADDRESS_MESSAGE_KEYS.name).max(100, 'common:validation.tooLong100'),
  phone: z
    .string()
    .trim()
    .refine((value) => isValidPhone(value), ADDRESS_MESSAGE_KEYS.phone),
  area: z.string().trim().min(1, ADDRESS_MESSAGE_KEYS.area),
  detail: z.string().trim().min(1, ADDRESS_MESSAGE_KEYS.detail).max(300, 'common:validation.tooLong300'),
  is_default: z.boolean(),
});
export type AddressInput = z.input<typeof addressSchema>;
export type AddressValues = z.output<typeof addressSchema>;
