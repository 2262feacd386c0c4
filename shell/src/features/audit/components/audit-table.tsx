import { useFormat, useTranslation } from '@fwd/shared-contracts';
import { Button, DataTable, EmptyState, theme, type DataColumn, type ListTableBinding } from '@fwd/shared-ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import type { AuditLogRow } from '../api/list-audit-logs';
import { entryStaff } from '../staff-label';

export interface AuditTableProps {
  /** The list's table props (`useListTable(...).table`). */
  table: ListTableBinding<AuditLogRow>;
  /** Whether any filter is set (chooses the empty state). */
  filtered: boolean;
  onClearFilters: () => void;
}

/** The history's columns: when, who, action, collection, record id. */
export function useAuditColumns(): DataColumn<AuditLogRow>[] {
  const { t } = useTranslation('shell');
  const format = useFormat();
  return useMemo(
    () => [
      {
        id: 'when',
        header: t('history.columns.when'),
        sortField: 'created',
        cell: (row) => <time dateTime={row.created}>{format.dateTime(row.created)}</time>,
      },
      { id: 'who', header: t('history.columns.who'), cell: (row) => <StaffName row={row} /> },
      { id: 'action', header: t('history.columns.action'), cell: (row) => <Code>{row.action}</Code> },
      { id: 'collection', header: t('history.columns.collection'), cell: (row) => row.collection },
      { id: 'record', header: t('history.columns.record'), cell: (row) => <Code>{row.record}</Code> },
    ],
    [t, format],
  );
}

/** The staff member's name or email; an em dash (named for screen readers) once they are deleted. */
export function StaffName({ row }: { row: AuditLogRow }) {
  const { t } = useTranslation('shell');
  const name = entryStaff(row);
  if (name) return <>{name}</>;
  return (
    <span title={t('history.noStaff')}>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('history.noStaff')}</span>
    </span>
  );
}

/** The history as a table (cards on a phone); a row opens its detail. */
export function AuditTable(props: AuditTableProps) {
  const { t } = useTranslation('shell');
  const columns = useAuditColumns();
  const { totalItems } = props.table;
  const empty = props.filtered ? (
    <EmptyState title={t('history.empty.filtered')}>
      <Button type="button" $variant="secondary" onClick={props.onClearFilters}>
        {t('history.filters.clear')}
      </Button>
    </EmptyState>
  ) : (
    <EmptyState title={t('history.empty.none')} />
  );
  return (
    <>
      {props.table.status === 'success' && totalItems !== undefined && totalItems > 0 && (
        <Count aria-live="polite">{t('history.count', { count: totalItems })}</Count>
      )}
      <DataTable {...props.table} caption={t('history.caption')} columns={columns} empty={empty} />
    </>
  );
}

const Code = styled.code`
  font-family: ${theme.font.mono};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const Count = styled.p`
  margin: 0 0 ${theme.space(2)};
  color: ${theme.color.muted};
`;
