import type { DataColumn } from '../data-kit/data-table/types';
import { StatusBadge } from './status-badge';
import type { StatusMachine } from './status-tones';

/** A list's status column: the row's status as a `StatusBadge` of `machine`. */
export function statusColumn<Row extends { status: string }>(machine: StatusMachine, header: string): DataColumn<Row> {
  return { id: 'status', header, cell: (row) => <StatusBadge machine={machine} status={row.status} /> };
}
