import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { nextSort, sortDirection } from './sort';
import type { DataColumn } from './types';

export interface SortHeaderProps<Row> {
  column: DataColumn<Row>;
  sort: string | undefined;
  onSortChange?: (sort: string | null) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column header; a sort button (ascending, descending, none) when the column has a sortField. */
export function SortHeader<Row>({ column, sort, onSortChange }: SortHeaderProps<Row>) {
  const field = column.sortField;
  if (!field || !onSortChange) {
    return (
      <Th scope="col" $align={column.align}>
        {column.header}
      </Th>
    );
  }
  const direction = sortDirection(sort, field);
  return (
    <Th scope="col" $align={column.align} aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
      <SortButton type="button" onClick={() => onSortChange(nextSort(sort, field))}>
        {column.header}
        <SortIcon direction={direction} />
      </SortButton>
    </Th>
  );
}

function SortIcon({ direction }: { direction: 'asc' | 'desc' | false }) {
  return (
    <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 12 12">
      <path d="M6 1 10 5H2z" fill="currentColor" opacity={direction === 'asc' ? 1 : 0.3} />
      <path d="M6 11 2 7h8z" fill="currentColor" opacity={direction === 'desc' ? 1 : 0.3} />
    </svg>
  );
}

/** On a phone there are no headers: a select chooses the sort instead. */
export function PhoneSortSelect<Row>({
  columns,
  sort,
  onSortChange,
}: {
  columns: DataColumn<Row>[];
  sort: string | undefined;
  onSortChange: (sort: string | null) => void;
}) {
  const { t } = useTranslation('ui');
  const id = useId();
  const sortable = columns.filter((column) => column.sortField);
  if (sortable.length === 0) return null;
  const known = sortable.some((column) => sortDirection(sort, column.sortField as string));
  return (
    <SortField>
      <label htmlFor={id}>{t('table.sortBy')}</label>
      <select
        id={id}
        value={known ? (sort?.split(',')[0] ?? '') : ''}
        onChange={(event) => onSortChange(event.target.value || null)}
      >
        <option value="">{t('table.sortDefault')}</option>
        {sortable.flatMap((column) => [
          <option key={`${column.id}-asc`} value={column.sortField}>
            {t('table.sortAsc', { column: column.header })}
          </option>,
          <option key={`${column.id}-desc`} value={`-${column.sortField}`}>
            {t('table.sortDesc', { column: column.header })}
          </option>,
        ])}
      </select>
    </SortField>
  );
}

const Th = styled.th<{ $align?: 'start' | 'end' }>`
  text-align: ${({ $align = 'start' }) => $align};
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: 32px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 700;
  color: inherit;
  cursor: pointer;
`;

const SortField = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin-left: auto;
  select {
    min-height: 44px;
    max-width: 60vw;
    font: inherit;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
    padding: 0 ${theme.space(2)};
  }
`;
