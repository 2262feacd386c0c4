import type { ReactNode } from 'react';

/** One column of a DataTable (mapped to a TanStack column inside the kit). */
export interface DataColumn<Row> {
  id: string;
  /** Translated header text (also the label of the value on a phone card). */
  header: string;
  cell: (row: Row) => ReactNode;
  /** PocketBase field; makes the header a sort button cycling ascending, descending, none. */
  sortField?: string;
  align?: 'start' | 'end';
  /** Left out of the default phone card. */
  hideOnPhone?: boolean;
  /**
   * With `onRowClick`: the cell (the row's code) is the button that opens the row, so the keyboard
   * and screen readers reach it as one; a click elsewhere on the row still opens it.
   */
  opensRow?: boolean;
}

export interface DataTableSelection {
  selected: string[];
  onChange: (ids: string[]) => void;
  /** Buttons of the bulk-action bar, given the selected ids. */
  actions: (ids: string[]) => ReactNode;
}

export interface DataTableProps<Row> {
  /** Accessible name of the table (its caption). */
  caption: string;
  columns: DataColumn<Row>[];
  rows: Row[] | undefined;
  status: 'pending' | 'error' | 'success';
  error?: unknown;
  onRetry?: () => void;
  /** Shown when the query succeeded with no rows. */
  empty: ReactNode;
  getRowId: (row: Row) => string;
  /** 1-based. */
  page: number;
  perPage: number;
  /** Undefined when the query used skipTotal; the pager then shows the page number alone. */
  totalItems?: number;
  /** With no total: whether a next page exists (else guessed from a full page). */
  hasNextPage?: boolean;
  onPageChange: (page: number) => void;
  /** PocketBase sort string, e.g. `-created`. */
  sort?: string;
  onSortChange?: (sort: string | null) => void;
  selection?: DataTableSelection;
  onRowClick?: (row: Row) => void;
  /** What names a row to a screen reader (its code): the row's checkbox is "Select <name>". */
  rowName?: (row: Row) => string;
  /** The phone card of a row; default: label/value pairs of the columns. */
  renderCard?: (row: Row) => ReactNode;
  /**
   * The page draws the rows itself at every width (a grid of cards) instead of the table and the
   * phone's cards; the loading, error and empty states and the pager stay the table's.
   */
  renderRows?: (rows: Row[]) => ReactNode;
}
