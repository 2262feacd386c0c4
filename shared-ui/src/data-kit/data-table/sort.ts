export type SortDirection = 'asc' | 'desc' | false;

/** Direction in which `sort` (a PocketBase sort string) orders `field`. */
export function sortDirection(sort: string | undefined, field: string): SortDirection {
  const first = sort?.split(',')[0]?.trim();
  if (first === field || first === `+${field}`) return 'asc';
  if (first === `-${field}`) return 'desc';
  return false;
}

/** The next step of a sort header: ascending, then descending, then none. */
export function nextSort(sort: string | undefined, field: string): string | null {
  const direction = sortDirection(sort, field);
  if (direction === false) return field;
  if (direction === 'asc') return `-${field}`;
  return null;
}
