import { useLive } from '@fwd/shared-contracts';
import { loadControls, loadDataKit, Page, useListView } from '@fwd/shared-ui';
import { useAuditLogList } from '../features/audit/api/list-audit-logs';
import { AUDIT_DEFAULT_SORT, AUDIT_FILTERS, auditFilter, auditSort } from '../features/audit/audit-filters';
import { AuditDrawer } from '../features/audit/components/audit-drawer';
import { AuditFilterBar } from '../features/audit/components/audit-filter-bar';
import { AuditTable } from '../features/audit/components/audit-table';
import { ExportAuditButton } from '../features/audit/components/export-audit-button';
import { addHistoryWords } from '../features/audit/i18n/history-words';

// The page's words join the `shell` namespace when this module loads, before it renders.
addHistoryWords();

/** The table and the drawer's chunks arrive with the page, so it never suspends for them. */
export async function loader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

/** /admin/history: the audit log of what staff changed, filtered in the URL, with a before/after diff. */
export function Component() {
  const view = useListView({ filters: AUDIT_FILTERS, defaultSort: AUDIT_DEFAULT_SORT });
  const query = { filter: auditFilter(view.filters), sort: auditSort(view.sort) };
  const logs = useAuditLogList({ ...query, page: view.page, perPage: view.perPage });
  useLive('audit_logs');
  const filtered = Object.keys(view.filters).length > 0;
  const clearFilters = () => view.setFilters(Object.fromEntries(AUDIT_FILTERS.map((name) => [name, ''])));

  return (
    <Page actions={<ExportAuditButton query={query} />}>
      <AuditFilterBar filters={view.filters} onChange={view.setFilters} />
      <AuditTable
        rows={logs.data?.items}
        status={logs.status}
        error={logs.error}
        onRetry={() => void logs.refetch()}
        page={view.page}
        perPage={view.perPage}
        totalItems={logs.data?.totalItems}
        onPageChange={view.setPage}
        sort={query.sort}
        onSortChange={view.setSort}
        onOpen={view.open}
        filtered={filtered}
        onClearFilters={clearFilters}
      />
      <AuditDrawer id={view.selectedId} rows={logs.data?.items} onClose={view.close} />
    </Page>
  );
}
