/*
 * The heavy half of the kit (TanStack Table, papaparse), loaded in one lazy chunk through
 * ../data-kit-loader. Import nothing from here outside that loader except types.
 */
export { DataTable } from './data-table/data-table';
export { ExportCsvButton } from './export-csv/export-csv-button';
export { useListTable } from './list/use-list-table';
export { StatusTabs } from './list/status-tabs';
