import { loadControls, loadDataKit, Page, useListTable } from '@fwd/shared-ui';
import { AUDIT_LIST, type AuditLogRow } from '../features/audit/api/list-audit-logs';
import { AuditDrawer } from '../features/audit/components/audit-drawer';
import { AuditFilterBar } from '../features/audit/components/audit-filter-bar';
import { AuditTable } from '../features/audit/components/audit-table';
import { ExportAuditButton } from '../features/audit/components/export-audit-button';
import { addHistoryWords } from '../features/audit/i18n/history-words';

// The page's words join the `shell` namespace when this module loads, before it renders.
addHistoryWords();

/** The list helper, the table and the drawer's chunks arrive with the page, so it never suspends for them. */
export async function loader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

/** /admin/history: the audit log of what staff changed, filtered in the URL, with a before/after diff. */
export function Component() {
  const list = useListTable<'audit_logs', AuditLogRow>('audit_logs', AUDIT_LIST);
  const { view } = list;

  return (
    <Page actions={<ExportAuditButton fetchPage={list.exportPage} />}>
      <AuditFilterBar filters={view.filters} onChange={view.setFilters} />
      <AuditTable table={list.table} filtered={list.filtered} onClearFilters={list.clearFilters} />
      <AuditDrawer id={view.selectedId} rows={list.table.rows} onClose={view.close} />
    </Page>
  );
}
