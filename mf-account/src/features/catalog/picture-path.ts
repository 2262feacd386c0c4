/**
 * The cards whose pictures load at once: the first row on a wide screen, more than a phone shows.
 * The others wait until they come near the screen, so the first pictures have the connection.
 */
export const EAGER_CARDS = 4;

/** The thumbnail size asked for product pictures in lists and galleries. */
export const THUMB = '400x400';

/** A result card's picture: the card's width, this many pixels high, cropped to fill. */
export const CARD_PICTURE_HEIGHT = 240;

/** The product page's lead picture: whole, in a box of this width-to-height ratio. */
export const LEAD_RATIO = 1;

/**
 * The API path of a catalog record's file (a product picture, a collection cover), as the SDK's
 * `files.getURL` builds it; `thumb` asks for a smaller copy (PocketBase serves the original when
 * that size is not configured). '' for no file. It imports nothing, for the pages' data modules.
 */
export function filePath(
  record: { id: string; collectionId: string; collectionName: string },
  name: string,
  thumb?: string,
): string {
  if (!name) return '';
  const path = [record.collectionId || record.collectionName, record.id, name].map(encodeURIComponent).join('/');
  return `/api/files/${path}${thumb ? `?thumb=${encodeURIComponent(thumb)}` : ''}`;
}
