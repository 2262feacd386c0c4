import type { CollectionName, RECORD_FIELDS } from '@fwd/shared-contracts';

/**
 * The image file fields of each collection that has any (`thumbs` in the schema migration).
 * Other collections have no pictures to show.
 */
export const IMAGE_FIELDS = {
  parcels: ['photos'],
  products: ['images'],
  collections: ['image'],
  complaints: ['photos'],
  recharges: ['proof'],
  messages: ['attachments'],
  complaint_messages: ['attachments'],
} as const satisfies { readonly [K in CollectionName]?: readonly (typeof RECORD_FIELDS)[K][number][] };

/** One picture named in an audit entry. */
export interface AuditImageFile {
  field: string;
  name: string;
  /** Named before the change but not after it: PocketBase has deleted the file since. */
  removed: boolean;
}

/** What a browser can show as a picture (a recharge proof may also be a PDF). */
const PICTURE = /\.(jpe?g|png|webp|gif)$/i;

/** The file names a file field holds: one name (single file) or a list (multiple files). */
function fileNames(value: unknown): string[] {
  const names = Array.isArray(value) ? value : [value];
  return names.filter((name): name is string => typeof name === 'string' && PICTURE.test(name));
}

function fieldOf(record: unknown, field: string): unknown {
  return record !== null && typeof record === 'object' ? (record as Record<string, unknown>)[field] : undefined;
}

/**
 * The pictures an entry of `collection` names in its image fields, each once: those of the
 * record after the change first, then those the change removed.
 */
export function auditImageFiles(collection: string, before: unknown, after: unknown): AuditImageFile[] {
  const fields: readonly string[] = IMAGE_FIELDS[collection as keyof typeof IMAGE_FIELDS] ?? [];
  return fields.flatMap((field) => {
    const now = fileNames(fieldOf(after, field));
    const was = fileNames(fieldOf(before, field)).filter((name) => !now.includes(name));
    return [...new Set(now)]
      .map((name) => ({ field, name, removed: false }))
      .concat([...new Set(was)].map((name) => ({ field, name, removed: true })));
  });
}
