import type { CollectionName, LiveTopic, QueryOptions, useList } from '@fwd/shared-contracts';
import type { ReactNode } from 'react';
import type { DataTableProps, DataTableSelection } from '../data-kit/data-table/types';
import type { FetchExportPage } from '../data-kit/export-csv/csv';
import type { StatusMachine } from '../status/status-tones';
import type { ListView } from './use-list-view';

/** Counts for a list's status tabs, by status. */
export type StatusCounts = Partial<Record<string, number>>;

/**
 * Where a list's tab counts come from: `'totals'` asks PocketBase for each status's total under
 * the list's other filters (one one-row request per status); otherwise a query of the page's own
 * (a counts route), by its key and fetcher.
 */
export type TabCountsSource =
  'totals' | { key: readonly unknown[]; fetch: (signal: AbortSignal) => Promise<StatusCounts>; dependsOn?: string[] };

export interface ListTabsOptions {
  /** The state machine whose statuses are the tabs (`ui:status.<machine>.*` words). */
  machine: StatusMachine;
  /** The record field the tab filters on (default `status`); its URL param has the same name. */
  field?: string;
  /** Where the tabs' counts come from; none: tabs without counts. */
  counts?: TabCountsSource;
  /**
   * The status shown while the URL names none (a queue that opens on its waiting ones); its URL
   * param then stays empty, and the tabs have no "All". Default: none, every status.
   */
  initial?: string;
}

export interface ListTableOptions {
  /** URL params this list reads as filters (each its own search param), besides the tab. */
  filters?: readonly string[];
  /** The PocketBase filter of those URL filters, built with `where`/`allOf` (the tab is added for you). */
  filter?: (filters: Record<string, string>) => string;
  /** Sort when the URL has none (or one the list does not support). */
  defaultSort: string;
  /** Sorts the list accepts from the URL (default: only `defaultSort` and its reverse). */
  sorts?: readonly string[];
  /**
   * A field the server sorts by after the chosen sort, in the same direction (`id`), so rows with an
   * equal value keep one order from page to page. Not part of the URL or the table's `sort`.
   */
  tieBreak?: string;
  expand?: string;
  fields?: string;
  /** Rows a page (30). */
  perPage?: number;
  /** No total asked (big staff lists): the pager offers "next" while a page is full. */
  skipTotal?: boolean;
  /** Status tabs bound to the URL. */
  tabs?: ListTabsOptions;
  /** Topics kept live while the list is on screen (`useLive`). */
  live?: LiveTopic | readonly LiveTopic[];
  /** Options of the list's query (`staleTime`, `dependsOn`, `enabled`, `silent`). */
  query?: QueryOptions;
}

/** What a `DataTable` needs from the list: spread it, then add caption, columns and empty state. */
export type ListTableBinding<Row> = Required<
  Pick<DataTableProps<Row>, 'rows' | 'status' | 'getRowId' | 'page' | 'perPage' | 'onPageChange' | 'onRowClick'>
> &
  Pick<DataTableProps<Row>, 'error' | 'onRetry' | 'totalItems' | 'hasNextPage' | 'sort' | 'onSortChange'>;

/** What a `StatusTabs` needs from the list: spread it (and a `label` where the page names the tabs). */
export interface ListTabsBinding {
  machine: StatusMachine;
  /** The status in the URL, undefined for every status. */
  value: string | undefined;
  /** Each status's count; `null` while counts are on their way (their badges keep the room). */
  counts?: StatusCounts | null | undefined;
  onChange: (status: string | undefined) => void;
  /** Whether an "All" tab comes first (default true; false when the list has an `initial` tab). */
  withAll?: boolean;
}

export interface ListTable<Row> {
  /** The URL state (filters, open detail, `open`, `close`, `setFilters`...). */
  view: ListView;
  /** The list's query (TanStack Query result). */
  query: ReturnType<typeof useList<CollectionName, Row>>;
  /** Filter, sort, expand and fields the list asks with (the tab included). */
  params: { filter: string; sort: string; expand?: string; fields?: string };
  /** Props for `DataTable`. */
  table: ListTableBinding<Row>;
  /** Props for `StatusTabs` (when the list has tabs). */
  tabs: ListTabsBinding | undefined;
  /** The status tab in the URL (a status of the machine), else undefined. */
  tab: string | undefined;
  /** Whether any filter or tab narrows the list (chooses the empty state). */
  filtered: boolean;
  /** Clears every filter and the tab. */
  clearFilters: () => void;
  /** Selected ids of this page, this view (a change of page, sort, filter or tab clears them). */
  selected: string[];
  clearSelection: () => void;
  /** The table's `selection`: checkboxes and a bar whose buttons `actions` draws for the selected rows. */
  selection: (actions: (rows: Row[]) => ReactNode) => DataTableSelection;
  /** Pages of the same view for `ExportCsvButton`'s `fetchPage`. */
  exportPage: FetchExportPage<Row>;
  /** The link that opens a record's detail: this view with `?id=` (for a row's own link). */
  detailHref: (id: string) => string;
}

export interface StatusTabsProps extends ListTabsBinding {
  /** Which statuses get a tab, in this order (default: every status of the machine). */
  statuses?: readonly string[];
  /** Accessible name of the tab list (default "Status"). */
  label?: string;
}
