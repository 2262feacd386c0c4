import { unparse } from 'papaparse';

/** Rows per request while exporting (PocketBase's largest page). */
export const EXPORT_BATCH = 500;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number;
}

export interface ExportPage<Row> {
  items: Row[];
  totalPages: number;
  totalItems: number;
}

export type FetchExportPage<Row> = (page: number, perPage: number, signal?: AbortSignal) => Promise<ExportPage<Row>>;

/** Fetches every page, one batch of 500 after another, reporting rows fetched so far. */
export async function fetchAllPages<Row>(
  fetchPage: FetchExportPage<Row>,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<Row[]> {
  const items: Row[] = [];
  for (let page = 1; ; page++) {
    const result = await fetchPage(page, EXPORT_BATCH, signal);
    signal.throwIfAborted();
    items.push(...result.items);
    onProgress(items.length, Math.max(result.totalItems, items.length));
    const more = result.totalPages >= 0 ? page < result.totalPages : result.items.length === EXPORT_BATCH;
    if (!more || result.items.length === 0) return items;
  }
}

/**
 * CSV with a UTF-8 byte-order mark, so Excel reads Vietnamese correctly. Text cells that would
 * start a formula (`=`, `+`, `-`, `@`) are escaped; numbers are written as numbers.
 */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  const csv = unparse(
    { fields: columns.map((column) => column.header), data: rows.map((row) => columns.map((c) => c.value(row))) },
    { escapeFormulae: true },
  );
  return `\ufeff${csv}`;
}

/** Saves text as a file through a temporary Blob link. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename.toLowerCase().endsWith('.csv') ? filename : `${filename}.csv`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
