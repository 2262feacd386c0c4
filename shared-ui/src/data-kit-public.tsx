/*
 * Light wrappers around the data kit: they load its chunk on first render (showing a skeleton
 * meanwhile), so TanStack Table and papaparse stay out of the first paint.
 */
import type { CollectionName, CollectionRecords } from '@fwd/shared-contracts';
import { Suspense } from 'react';
import type { DataTableProps } from './data-kit/data-table/types';
import type { ExportCsvButtonProps } from './data-kit/export-csv/export-csv-button';
import type { ListTable, ListTableOptions, StatusTabsProps } from './list-view/list-table-types';
import { useDataKit } from './data-kit-loader';
import { Skeleton } from './primitives/skeleton';

export type { DataColumn, DataTableProps, DataTableSelection } from './data-kit/data-table/types';
export type { ExportCsvButtonProps } from './data-kit/export-csv/export-csv-button';
export type { CsvColumn, ExportPage } from './data-kit/export-csv/csv';
export type * from './list-view/list-table-types';
export { loadDataKit } from './data-kit-loader';

function LoadedDataTable<Row>(props: DataTableProps<Row>) {
  const kit = useDataKit();
  return <kit.DataTable {...props} />;
}

/** Server-paged, server-sorted table (cards on a phone); see DataTableProps. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  return (
    <Suspense fallback={<Skeleton lines={5} height="2.5rem" />}>
      <LoadedDataTable {...props} />
    </Suspense>
  );
}

function LoadedExportCsvButton<Row>(props: ExportCsvButtonProps<Row>) {
  const kit = useDataKit();
  return <kit.ExportCsvButton {...props} />;
}

/** Exports every page of a list as a CSV file, with progress and cancel. */
export function ExportCsvButton<Row>(props: ExportCsvButtonProps<Row>) {
  return (
    <Suspense fallback={<Skeleton lines={1} height="2.5rem" width="10rem" />}>
      <LoadedExportCsvButton {...props} />
    </Suspense>
  );
}

/**
 * A list bound to the URL, its query and its table in one call (see `useListTable` in
 * data-kit/list): spread `table` into `DataTable` and `tabs` into `StatusTabs`. Needs the data
 * kit loaded (`loadDataKit()` in the route loader), else the page suspends until it is.
 */
export function useListTable<C extends CollectionName, Row extends { id: string } = CollectionRecords[C]>(
  collection: C,
  options: ListTableOptions,
): ListTable<Row> {
  return useDataKit().useListTable<C, Row>(collection, options);
}

function LoadedStatusTabs(props: StatusTabsProps) {
  const kit = useDataKit();
  return <kit.StatusTabs {...props} />;
}

/** "All" and a tab per status of a machine, with counts (see data-kit/list/status-tabs). */
export function StatusTabs(props: StatusTabsProps) {
  return (
    <Suspense fallback={<Skeleton lines={1} height="2.75rem" />}>
      <LoadedStatusTabs {...props} />
    </Suspense>
  );
}
