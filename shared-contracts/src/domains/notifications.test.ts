import { describe, expect, it } from 'vitest';
import { inboxPage, type FetchPart } from './notifications';

/** Two parts served from arrays (each already newest first), as PocketBase pages them. */
function parts(unread: string[], read: string[]) {
  const calls: string[] = [];
  const fetchPart: FetchPart<string> = async (part, page, perPage) => {
    calls.push(`${part}:${page}:${perPage}`);
    const all = part === 'unread' ? unread : read;
    return { items: all.slice((page - 1) * perPage, page * perPage), totalItems: all.length };
  };
  return { fetchPart, calls };
}

const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

describe('inbox pages', () => {
  it('puts the unread first, then the read, across pages of the same size', async () => {
    const unread = names('u', 4);
    const read = names('r', 7);
    const { fetchPart } = parts(unread, read);
    const pages = await Promise.all([1, 2, 3].map((p) => inboxPage(p, 5, fetchPart)));
    expect(pages.map((p) => p.items)).toEqual([['u1', 'u2', 'u3', 'u4', 'r1'], ['r2', 'r3', 'r4', 'r5', 'r6'], ['r7']]);
    expect(pages[0]).toMatchObject({ unread: 4, totalItems: 11, totalPages: 3 });
  });

  it('reads a page of only unread ones with a count of the read ones', async () => {
    const { fetchPart, calls } = parts(names('u', 12), names('r', 3));
    const page = await inboxPage(2, 5, fetchPart);
    expect(page.items).toEqual(['u6', 'u7', 'u8', 'u9', 'u10']);
    expect(page.totalItems).toBe(15);
    expect(calls).toEqual(['unread:2:5', 'read:1:1']);
  });

  it('joins two pages of the read part when the page straddles them', async () => {
    const { fetchPart, calls } = parts(names('u', 2), names('r', 20));
    const page = await inboxPage(3, 5, fetchPart);
    // Combined offset 10: read 8..12.
    expect(page.items).toEqual(['r9', 'r10', 'r11', 'r12', 'r13']);
    expect(calls).toEqual(['unread:3:5', 'read:2:5', 'read:3:5']);
  });

  it('answers an empty inbox with one empty page', async () => {
    const page = await inboxPage(1, 30, parts([], []).fetchPart);
    expect(page).toMatchObject({ items: [], unread: 0, totalItems: 0, totalPages: 1 });
  });
});
