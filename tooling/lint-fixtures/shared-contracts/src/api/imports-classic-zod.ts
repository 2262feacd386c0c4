import { z } from 'zod';

/** Must fail: a typed route's schema written with classic zod. */
export const answer = z.object({ id: z.string() });
