import { Link, useFormat } from '@fwd/shared-contracts';
import { Button, EmptyState, theme, type DataColumn } from '@fwd/shared-ui';
import styled from 'styled-components';

/** A record's code in a list, in the code font, linking to its detail. */
export const CodeLink = styled(Link)`
  font-family: ${theme.font.mono};
  font-weight: 600;
  white-space: nowrap;
`;

/** A server date as the locale writes it; a dash while there is none. */
export function DateCell({ value }: { value: string }) {
  const format = useFormat();
  if (!value) return <span aria-hidden="true">—</span>;
  return <time dateTime={value.replace(' ', 'T')}>{format.date(value)}</time>;
}

/** A list a tab or search narrowed to nothing: says so, with the way back to all of it. */
export function ShowAllEmpty({ title, label, onShowAll }: { title: string; label: string; onShowAll: () => void }) {
  return (
    <EmptyState title={title}>
      <Button type="button" $variant="secondary" onClick={onShowAll}>
        {label}
      </Button>
    </EmptyState>
  );
}

/** A list's code column: the row's code, linking to its detail on this list (`detailHref`). */
export function codeColumn<Row extends { id: string; code: string }>(
  header: string,
  detailHref: (id: string) => string,
): DataColumn<Row> {
  return {
    id: 'code',
    header,
    cell: (row) => (
      <CodeLink to={detailHref(row.id)} preventScrollReset>
        {row.code}
      </CodeLink>
    ),
  };
}
