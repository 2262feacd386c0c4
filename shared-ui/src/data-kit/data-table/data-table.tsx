import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { ErrorState } from '../../primitives/error-state';
import { Skeleton, SkeletonLine } from '../../primitives/skeleton';
import { theme } from '../../theme/theme';
import { Pager } from './pager';
import { RowCards } from './row-cards';
import { rowActivation } from './row-activation';
import { RowOpener, selectLabel } from './row-opener';
import { SelectionBar } from './selection-bar';
import { PhoneSortSelect, SortHeader } from './sort-header';
import type { DataColumn, DataTableProps } from './types';

const SELECT_ID = '__select';
const SKELETON_ROWS = 5;
const NO_ROWS: never[] = [];

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    column?: DataColumn<TData>;
  }
}

/**
 * A server-paged, server-sorted list: a table on a desktop, cards on a phone, with designed
 * loading, error and empty states, row selection with a bulk-action bar, and a pager.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, status, selection, page, perPage, totalItems, hasNextPage, onPageChange } = props;
  const { t } = useTranslation('ui');
  const phone = useMediaQuery(PHONE_QUERY);
  const captionId = useId();

  const hasSelection = selection !== undefined;
  const hasOpener = Boolean(props.onRowClick) && columns.some((column) => column.opensRow);
  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () => [
      ...(hasSelection ? [{ id: SELECT_ID }] : []),
      ...columns.map((column): ColumnDef<Row> => ({
        id: column.id,
        header: column.header,
        cell: ({ row }) => column.cell(row.original),
        meta: { column },
      })),
    ],
    [columns, hasSelection],
  );

  const selected = selection?.selected;
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries((selected ?? []).map((id) => [id, true])),
    [selected],
  );
  const onRowSelectionChange = (updater: Updater<RowSelectionState>) => {
    const next = typeof updater === 'function' ? updater(rowSelection) : updater;
    selection?.onChange(Object.keys(next).filter((id) => next[id]));
  };

  // The app does not use the React Compiler; TanStack's table object is read fresh on each render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: rows ?? NO_ROWS,
    columns: columnDefs,
    getRowId: (row) => props.getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableRowSelection: hasSelection,
    state: { rowSelection },
    onRowSelectionChange,
  });

  const totalPages = totalItems === undefined ? undefined : Math.max(1, Math.ceil(totalItems / perPage));
  const hasNext = totalPages !== undefined ? page < totalPages : (hasNextPage ?? (rows?.length ?? 0) >= perPage);
  const pager =
    status === 'success' && (page > 1 || hasNext) ? (
      <Pager page={page} totalPages={totalPages} hasNext={hasNext} onPageChange={onPageChange} />
    ) : null;

  if (status === 'error') return <ErrorState error={props.error} onRetry={props.onRetry} />;

  if (status === 'success' && (rows?.length ?? 0) === 0) {
    return (
      <div>
        {props.empty}
        {pager}
      </div>
    );
  }

  if (props.renderRows) {
    return (
      <Wrap>
        {status === 'pending' ? <Skeleton lines={SKELETON_ROWS} height="3.5rem" /> : props.renderRows(rows ?? NO_ROWS)}
        {pager}
      </Wrap>
    );
  }

  const selectedIds = selection?.selected ?? [];
  const bar =
    selection && selectedIds.length > 0 ? (
      <SelectionBar ids={selectedIds} actions={selection.actions} onClear={() => selection.onChange([])} />
    ) : null;
  const firstIndex = (page - 1) * perPage + 1;
  const pageCheckbox = selection && (
    <input
      type="checkbox"
      aria-label={t('table.selectPage')}
      checked={table.getIsAllPageRowsSelected()}
      ref={(input) => {
        if (input) input.indeterminate = table.getIsSomePageRowsSelected();
      }}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
    />
  );

  if (phone) {
    return (
      <Wrap>
        <PhoneTools>
          {status === 'success' && pageCheckbox && <PhoneCheck>{pageCheckbox}</PhoneCheck>}
          {props.onSortChange && (
            <PhoneSortSelect columns={columns} sort={props.sort} onSortChange={props.onSortChange} />
          )}
        </PhoneTools>
        {status === 'pending' ? (
          <Skeleton lines={SKELETON_ROWS} height="3.5rem" />
        ) : (
          <RowCards
            rows={table.getRowModel().rows}
            caption={caption}
            columns={columns}
            renderCard={props.renderCard}
            onRowClick={props.onRowClick}
            rowName={props.rowName}
            selection={selection}
            firstIndex={firstIndex}
          />
        )}
        {bar}
        {pager}
      </Wrap>
    );
  }

  return (
    <Wrap>
      <Scroll role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table aria-busy={status === 'pending' || undefined}>
          <caption id={captionId} className="visually-hidden">
            {caption}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  if (header.column.id === SELECT_ID) {
                    return (
                      <CheckCell as="th" scope="col" key={header.id}>
                        {pageCheckbox}
                      </CheckCell>
                    );
                  }
                  const column = header.column.columnDef.meta?.column as DataColumn<Row>;
                  return (
                    <SortHeader key={header.id} column={column} sort={props.sort} onSortChange={props.onSortChange} />
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {status === 'pending'
              ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <tr key={i} aria-hidden="true">
                    {columnDefs.map((column) => (
                      <Td key={column.id}>
                        <SkeletonLine />
                      </Td>
                    ))}
                  </tr>
                ))
              : table.getRowModel().rows.map((row, i) => (
                  <Tr
                    key={row.id}
                    data-selected={row.getIsSelected() || undefined}
                    {...rowActivation(props.onRowClick && (() => props.onRowClick?.(row.original)), { hasOpener })}
                  >
                    {row.getVisibleCells().map((cell) => {
                      if (cell.column.id === SELECT_ID) {
                        return (
                          <CheckCell key={cell.id}>
                            <input
                              type="checkbox"
                              checked={row.getIsSelected()}
                              onChange={row.getToggleSelectedHandler()}
                              aria-label={selectLabel(t, props.rowName, row.original, firstIndex + i)}
                            />
                          </CheckCell>
                        );
                      }
                      const column = cell.column.columnDef.meta?.column;
                      const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                      return (
                        <Td key={cell.id} $align={column?.align}>
                          {hasOpener && column?.opensRow ? (
                            <RowOpener type="button" onClick={() => props.onRowClick?.(row.original)}>
                              {content}
                            </RowOpener>
                          ) : (
                            content
                          )}
                        </Td>
                      );
                    })}
                  </Tr>
                ))}
          </tbody>
        </Table>
        {status === 'pending' && (
          <span role="status" className="visually-hidden">
            {t('table.loading')}
          </span>
        )}
      </Scroll>
      {bar}
      {pager}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  min-width: 0;
`;

const PhoneTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
  &:empty {
    display: none;
  }
`;

const PhoneCheck = styled.label`
  display: inline-flex;
  align-items: center;
  min-width: 44px;
  min-height: 44px;
  padding-left: ${theme.space(3)};
  input {
    width: 20px;
    height: 20px;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${theme.space(3)};
    border-bottom: 1px solid ${theme.color.border};
    vertical-align: middle;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  thead th {
    background: ${theme.color.bg};
    font-size: 0.875rem;
    white-space: nowrap;
  }
`;

export const Td = styled.td<{ $align?: 'start' | 'end' }>`
  text-align: ${({ $align = 'start' }) => $align};
`;

const CheckCell = styled.td`
  width: 44px;
  text-align: center;
  input {
    width: 18px;
    height: 18px;
  }
`;

const Tr = styled.tr`
  &[data-clickable] {
    cursor: pointer;
  }
  &[data-clickable]:hover,
  &[data-selected] {
    background: ${theme.color.primarySoft};
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: -3px;
  }
`;
