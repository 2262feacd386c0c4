import { z } from 'zod';

/**
 * A curated collection as staff edit it: its title, the slug of its address, its place in the
 * shop's order and its products in order. Field names are the collection's, so PocketBase's field
 * errors (a slug already taken) land on them.
 */
export const collectionSchema = z.object({
  title: z.string().trim().min(1, 'orders:catalogAdmin.collections.titleRequired'),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'orders:catalogAdmin.collections.slugFormat'),
  description: z.string().trim(),
  sort: z.string(),
  active: z.boolean(),
  products: z.array(z.object({ id: z.string(), title: z.string(), shop: z.string() })),
});
export type CollectionInput = z.input<typeof collectionSchema>;
