import { pb } from '@fwd/shared-contracts';

export interface AuditLogRow {
  id: string;
  action: string;
  collection: string;
  record: string;
  created: string;
  expand?: { staff?: { name?: string; email?: string } };
}

export async function listAuditLogs(page: number, perPage = 30) {
  return pb.collection('audit_logs').getList<AuditLogRow>(page, perPage, {
    sort: '-created',
    expand: 'staff',
    requestKey: 'audit-logs',
  });
}
