import { z } from 'zod';

/** The `attachments` field's own limits (backend/pb_migrations/1763900000_business_schema.js). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PICTURE_MAX = 5;
/** The `body` field's own limit. */
export const BODY_MAX = 5000;

/** Form messages: keys of the `account` catalog. */
export const COMPOSER_MESSAGE_KEYS = {
  empty: 'support.composer.empty',
  tooLong: 'support.composer.tooLong',
  pictureType: 'support.composer.pictureType',
  pictureSize: 'support.composer.pictureSize',
  tooMany: 'support.composer.tooMany',
} as const;

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/**
 * A message: some words or at least one picture (the server refuses an empty one too). The picker
 * checks each picture before it is added; this is the last word. `attachments` is the server's
 * field name, so its errors (an upload quota reached) land on the picker.
 */
export const composerSchema = z
  .object({
    body: z.string().max(BODY_MAX, COMPOSER_MESSAGE_KEYS.tooLong),
    attachments: z
      .array(
        z
          .custom<File>(isFile, COMPOSER_MESSAGE_KEYS.pictureType)
          .refine((file) => PICTURE_TYPES.includes(file.type), COMPOSER_MESSAGE_KEYS.pictureType)
          .refine((file) => file.size <= PICTURE_MAX_BYTES, COMPOSER_MESSAGE_KEYS.pictureSize),
      )
      .max(PICTURE_MAX, COMPOSER_MESSAGE_KEYS.tooMany),
  })
  .superRefine((value, ctx) => {
    if (value.body.trim() === '' && value.attachments.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: COMPOSER_MESSAGE_KEYS.empty });
    }
  });

export type ComposerInput = z.input<typeof composerSchema>;

/**
 * The words being written are kept in this tab's sessionStorage, so a reload (or a send refused
 * while offline) never loses them. Per customer; pictures cannot be kept this way.
 */
const draftKey = (userId: string) => `fwd-support-draft:${userId}`;

export function readDraft(userId: string): string {
  try {
    return sessionStorage.getItem(draftKey(userId)) ?? '';
  } catch {
    return '';
  }
}

export function writeDraft(userId: string, text: string): void {
  try {
    if (text === '') sessionStorage.removeItem(draftKey(userId));
    else sessionStorage.setItem(draftKey(userId), text);
  } catch {
    // Storage full or refused: the text is still in the box.
  }
}

export function clearDraft(userId: string): void {
  writeDraft(userId, '');
}

/** Enter sends; Shift+Enter (and Enter while an input method is composing a word) does not. */
export function sendsOnEnter(event: {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  isComposing?: boolean;
}): boolean {
  return (
    event.key === 'Enter' &&
    !event.shiftKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.metaKey &&
    event.isComposing !== true
  );
}
