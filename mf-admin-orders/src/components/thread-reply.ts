import { z } from 'zod';

export const REPLY_MAX = 4000;
export const PICTURES_MAX = 5;

/** A staff reply in a thread: words, pictures or both (not neither); the words trimmed. */
export const threadReplySchema = z
  .object({
    body: z.string().trim().max(REPLY_MAX, 'orders:thread.tooLong'),
    pictures: z
      .array(z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File))
      .max(PICTURES_MAX),
  })
  .refine((reply) => reply.body !== '' || reply.pictures.length > 0, {
    path: ['body'],
    message: 'orders:thread.empty',
  });
export type ThreadReplyInput = z.input<typeof threadReplySchema>;
