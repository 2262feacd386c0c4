import type { AuditLogRow, AuditStaff } from './api/list-audit-logs';

/** How a staff member is named: their name, else their email, else '' (no longer exists). */
export function staffLabel(staff: Partial<AuditStaff> | undefined): string {
  return staff?.name?.trim() || staff?.email || '';
}

/** Who made an audit entry ('' when the member no longer exists). */
export function entryStaff(row: AuditLogRow): string {
  return staffLabel(row.expand?.staff);
}
