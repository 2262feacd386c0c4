import type { Row as TableRow } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { rowActivation } from './row-activation';
import { RowOpener, selectLabel } from './row-opener';
import type { DataTableProps } from './types';

export interface RowCardsProps<Row> extends Pick<
  DataTableProps<Row>,
  'caption' | 'columns' | 'renderCard' | 'onRowClick' | 'selection' | 'rowName'
> {
  rows: TableRow<Row>[];
  /** Number of the first row on this page (for "Select row n"). */
  firstIndex: number;
}

/** The phone layout of a DataTable: one card per row. */
export function RowCards<Row>({
  rows,
  caption,
  columns,
  renderCard,
  onRowClick,
  selection,
  rowName,
  firstIndex,
}: RowCardsProps<Row>) {
  const { t } = useTranslation('ui');
  const shown = columns.filter((column) => !column.hideOnPhone);
  // A custom card, or a card without the opening column, keeps the whole card focusable.
  const hasOpener = Boolean(onRowClick) && !renderCard && shown.some((column) => column.opensRow);
  return (
    <CardList aria-label={caption}>
      {rows.map((row, i) => (
        <CardItem key={row.id} $selected={row.getIsSelected()}>
          {selection && (
            <CheckLabel>
              <input
                type="checkbox"
                checked={row.getIsSelected()}
                onChange={row.getToggleSelectedHandler()}
                aria-label={selectLabel(t, rowName, row.original, firstIndex + i)}
              />
            </CheckLabel>
          )}
          <CardBody {...rowActivation(onRowClick && (() => onRowClick(row.original)), { hasOpener })}>
            {renderCard ? (
              renderCard(row.original)
            ) : (
              <Pairs>
                {shown.map((column) => (
                  <Pair key={column.id}>
                    <dt>{column.header}</dt>
                    <dd>
                      {hasOpener && column.opensRow ? (
                        <RowOpener type="button" onClick={() => onRowClick?.(row.original)}>
                          {column.cell(row.original)}
                        </RowOpener>
                      ) : (
                        column.cell(row.original)
                      )}
                    </dd>
                  </Pair>
                ))}
              </Pairs>
            )}
          </CardBody>
        </CardItem>
      ))}
    </CardList>
  );
}

const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
`;

const CardItem = styled.li<{ $selected: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(2)};
  padding: ${theme.space(3)};
  border: 1px solid ${({ $selected }) => ($selected ? theme.color.primary : theme.color.border)};
  border-radius: ${theme.radius};
  background: ${({ $selected }) => ($selected ? theme.color.primarySoft : theme.color.surface)};
  min-width: 0;
`;

const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  margin: -${theme.space(2)} 0;
  input {
    width: 20px;
    height: 20px;
  }
`;

const CardBody = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  &[data-clickable] {
    cursor: pointer;
  }
`;

const Pairs = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${theme.space(1)} ${theme.space(3)};
  margin: 0;
`;

const Pair = styled.div`
  display: contents;
  dt {
    color: ${theme.color.muted};
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
  }
`;
