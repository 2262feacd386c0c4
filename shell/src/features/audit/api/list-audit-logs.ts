import { pb, type AuditLogRecord, type StaffRecord } from '@fwd/shared-contracts';

export type AuditLogRow = AuditLogRecord & { expand?: { staff?: Pick<StaffRecord, 'name' | 'email'> } };

export async function listAuditLogs(page: number, perPage = 30) {
  return pb.collection('audit_logs').getList<AuditLogRow>(page, perPage, {
    sort: '-created',
    expand: 'staff',
    requestKey: 'audit-logs',
  });
}
