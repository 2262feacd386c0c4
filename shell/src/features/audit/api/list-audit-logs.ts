import { pb, useList, useRecord, type AuditLogRecord, type StaffRecord } from '@fwd/shared-contracts';

/** The staff member who made a change, as the history shows them. */
export type AuditStaff = Pick<StaffRecord, 'id' | 'name' | 'email'>;
/** An audit entry with its staff member expanded (absent once the member is deleted). */
export type AuditLogRow = AuditLogRecord & { expand?: { staff?: AuditStaff } };

/** The part of a history request the page's filters decide. */
export interface AuditListQuery {
  /** Built by `auditFilter`. */
  filter: string;
  sort: string;
}

const EXPAND = 'staff';

/** One page of the history, live with `useLive('audit_logs')`. */
export function useAuditLogList(query: AuditListQuery & { page: number; perPage: number }) {
  return useList<'audit_logs', AuditLogRow>('audit_logs', { ...query, expand: EXPAND });
}

/** One entry by id, for a detail opened from a link when it is not on the current page. */
export function useAuditLog(id: string | undefined) {
  return useRecord<'audit_logs', AuditLogRow>('audit_logs', id, { expand: EXPAND });
}

/** A page of the history for the CSV export (batches of 500). */
export async function listAuditLogs(query: AuditListQuery, page: number, perPage: number, signal?: AbortSignal) {
  return pb.collection('audit_logs').getList<AuditLogRow>(page, perPage, {
    filter: query.filter || undefined,
    sort: query.sort,
    expand: EXPAND,
    signal,
    requestKey: null,
  });
}
