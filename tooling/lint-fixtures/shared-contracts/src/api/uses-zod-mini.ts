import { z } from 'zod/mini';

/** Must stay clean: the typed routes' schemas are zod/mini. */
export const answer = z.object({ id: z.string() });
