import type { Formatters } from '@fwd/shared-contracts';
import type { DataColumn } from '@fwd/shared-ui';

/** When the record was made, sortable (the desks' default sort field). */
export function createdColumn<Row extends { created: string }>(header: string, format: Formatters): DataColumn<Row> {
  return { id: 'created', header, sortField: 'created', cell: (row) => format.dateTime(row.created) };
}

/** The customer the record belongs to, "code name", from its `expand.user`. */
export function customerColumn<Row extends { expand?: { user?: { code: string; name: string } } }>(
  header: string,
): DataColumn<Row> {
  return {
    id: 'customer',
    header,
    cell: (row) => `${row.expand?.user?.code ?? ''} ${row.expand?.user?.name ?? ''}`,
  };
}
