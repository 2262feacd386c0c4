/** Notifications shown per inbox page. */
export const INBOX_PER_PAGE = 30;

export type InboxPart = 'unread' | 'read';

/** One page of one part (unread or read), newest first, as PocketBase answers `getList`. */
export type FetchPart<T> = (
  part: InboxPart,
  page: number,
  perPage: number,
) => Promise<{ items: T[]; totalItems: number }>;

export interface InboxPage<T> {
  items: T[];
  page: number;
  perPage: number;
  /** Unread notifications in all (they come first). */
  unread: number;
  totalItems: number;
  totalPages: number;
}

/**
 * Page `page` of the inbox ordered unread first, then read, each newest first. PocketBase cannot
 * sort on "is read", so the page is stitched from the two parts: the unread part's own page `page`
 * (same page size, so the same offset), then as many read ones as fit, from the offset the unread
 * ones leave (at most two pages of the read part).
 */
export async function inboxPage<T>(page: number, perPage: number, fetchPart: FetchPart<T>): Promise<InboxPage<T>> {
  const unread = await fetchPart('unread', page, perPage);
  const offset = (page - 1) * perPage;
  const items = unread.items.slice(0, perPage);
  const need = perPage - items.length;
  let readTotal: number;
  if (need === 0) {
    readTotal = (await fetchPart('read', 1, 1)).totalItems;
  } else {
    // Index in the read part of this page's first read notification.
    const start = Math.max(0, offset + items.length - unread.totalItems);
    const firstPage = Math.floor(start / perPage) + 1;
    const lastPage = Math.floor((start + need - 1) / perPage) + 1;
    const first = await fetchPart('read', firstPage, perPage);
    readTotal = first.totalItems;
    let read = first.items;
    if (lastPage !== firstPage && first.items.length === perPage) {
      read = [...read, ...(await fetchPart('read', lastPage, perPage)).items];
    }
    const from = start - (firstPage - 1) * perPage;
    items.push(...read.slice(from, from + need));
  }
  const totalItems = unread.totalItems + readTotal;
  return {
    items,
    page,
    perPage,
    unread: unread.totalItems,
    totalItems,
    totalPages: Math.max(1, Math.ceil(totalItems / perPage)),
  };
}
