import {
  DataTable,
  Drawer,
  Page,
  Skeleton,
  Stack,
  StatusTabs,
  type DataTableProps,
  type ListTable,
} from '@fwd/shared-ui';
import { Suspense, type ReactNode } from 'react';

export interface DeskPageProps<Row> {
  list: ListTable<Row>;
  /** The status tabs' name, when the list has tabs. */
  tabsLabel?: string;
  /** The filter bar above the table. */
  filters?: ReactNode;
  table: Pick<DataTableProps<Row>, 'caption' | 'columns' | 'empty' | 'selection'>;
  /** The open row's drawer (`list.view.selectedId`) and any dialog of the page. */
  children?: ReactNode;
}

/** A staff desk: status tabs, filters and the table of one `useListTable` list, with its detail. */
export function DeskPage<Row>({ list, tabsLabel, filters, table, children }: DeskPageProps<Row>) {
  return (
    <Page>
      <Stack $gap={4}>
        {list.tabs && <StatusTabs {...list.tabs} label={tabsLabel} />}
        {filters}
        <DataTable {...list.table} {...table} />
      </Stack>
      {children}
    </Page>
  );
}

/**
 * A drawer whose module loads when a row opens: until it has, a drawer of the same title with a
 * skeleton, which closes like the real one.
 */
export function LazyDrawer({
  title,
  lines,
  onClose,
  children,
}: {
  title: string;
  lines: number;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Suspense
      fallback={
        <Drawer open onOpenChange={(open) => !open && onClose()} title={title}>
          <Skeleton lines={lines} />
        </Drawer>
      }
    >
      {children}
    </Suspense>
  );
}
