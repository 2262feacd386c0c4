import { useRecord, type AuditLogRecord, type StaffRecord } from '@fwd/shared-contracts';
import type { ListTableOptions } from '@fwd/shared-ui';
import { AUDIT_DEFAULT_SORT, AUDIT_FILTERS, AUDIT_SORTS, auditFilter } from '../audit-filters';

/** The staff member who made a change, as the history shows them. */
export type AuditStaff = Pick<StaffRecord, 'id' | 'name' | 'email'>;
/** An audit entry with its staff member expanded (absent once the member is deleted). */
export type AuditLogRow = AuditLogRecord & { expand?: { staff?: AuditStaff } };

const EXPAND = 'staff';

/** The history for `useListTable('audit_logs', AUDIT_LIST)`: its URL filters and sorts, live. */
export const AUDIT_LIST: ListTableOptions = {
  filters: AUDIT_FILTERS,
  filter: auditFilter,
  defaultSort: AUDIT_DEFAULT_SORT,
  sorts: AUDIT_SORTS,
  expand: EXPAND,
  live: 'audit_logs',
};

/** One entry by id, for a detail opened from a link when it is not on the current page. */
export function useAuditLog(id: string | undefined) {
  return useRecord<'audit_logs', AuditLogRow>('audit_logs', id, { expand: EXPAND });
}
