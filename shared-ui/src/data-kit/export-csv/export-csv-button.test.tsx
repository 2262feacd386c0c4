// @vitest-environment happy-dom
import { initI18n } from '@fwd/shared-contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import '../../i18n/register';
import type { ExportPage } from './csv';
import { ExportCsvButton } from './export-csv-button';

interface Entry {
  id: number;
  note: string;
}

const TOTAL = 4200;
const columns = [
  { header: 'No.', value: (e: Entry) => e.id },
  { header: 'Ghi chú', value: (e: Entry) => e.note },
];

function page(n: number, perPage: number): ExportPage<Entry> {
  const start = (n - 1) * perPage;
  const items = Array.from({ length: Math.max(0, Math.min(perPage, TOTAL - start)) }, (_, i) => ({
    id: start + i + 1,
    note: 'Nạp tiền',
  }));
  return { items, totalPages: Math.ceil(TOTAL / perPage), totalItems: TOTAL };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let blobs: Blob[];
let clicks: string[];

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  blobs = [];
  clicks = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:export';
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('fetches every page in batches of 500 and downloads one CSV with a BOM', async () => {
  const fetchPage = vi.fn(async (n: number, perPage: number) => page(n, perPage));
  render(<ExportCsvButton filename="ledger" columns={columns} fetchPage={fetchPage} />);
  fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await screen.findByText('Exported 4,200 rows.');
  expect(fetchPage.mock.calls.map(([n, perPage]) => [n, perPage])).toEqual(
    Array.from({ length: 9 }, (_, i) => [i + 1, 500]),
  );
  expect(clicks).toEqual(['ledger.csv']);
  const text = await blobs[0]?.text();
  expect(text?.charCodeAt(0)).toBe(0xfeff);
  const lines = text?.slice(1).split('\r\n') ?? [];
  expect(lines[0]).toBe('No.,Ghi chú');
  expect(lines[1]).toBe('1,Nạp tiền');
  expect(lines).toHaveLength(TOTAL + 1);
});

it('reports progress while pages arrive', async () => {
  const second = deferred<ExportPage<Entry>>();
  const fetchPage = vi.fn((n: number, perPage: number, _signal?: AbortSignal) =>
    n === 2 ? second.promise : Promise.resolve(page(n, perPage)),
  );
  render(<ExportCsvButton filename="ledger.csv" columns={columns} fetchPage={fetchPage} />);
  fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await screen.findByText('Exporting 500 of 4,200…');
  const bar = screen.getByRole('progressbar', { name: 'Export progress' }) as HTMLProgressElement;
  expect(bar.value).toBe(500);
  expect(bar.max).toBe(4200);
  await act(async () => second.resolve(page(2, 500)));
  await screen.findByText('Exported 4,200 rows.');
});

it('stops fetching and downloads nothing when cancelled', async () => {
  const second = deferred<ExportPage<Entry>>();
  const fetchPage = vi.fn((n: number, perPage: number, _signal?: AbortSignal) =>
    n === 2 ? second.promise : Promise.resolve(page(n, perPage)),
  );
  render(<ExportCsvButton filename="ledger" columns={columns} fetchPage={fetchPage} />);
  fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  await act(async () => second.resolve(page(2, 500)));
  expect(fetchPage).toHaveBeenCalledTimes(2);
  expect(fetchPage.mock.calls[1]?.[2]?.aborted).toBe(true);
  expect(clicks).toEqual([]);
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
});

it('shows the failure with a retry that starts again', async () => {
  const fetchPage = vi
    .fn<(n: number, perPage: number) => Promise<ExportPage<Entry>>>()
    .mockRejectedValueOnce(new Error('Network down'))
    .mockImplementation(async (n, perPage) => page(n, perPage));
  render(<ExportCsvButton filename="ledger" columns={columns} fetchPage={fetchPage} />);
  fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('The export failed.');
  expect(alert.textContent).toContain('Network down');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(clicks).toEqual(['ledger.csv']));
});
