import { useTranslation } from '@fwd/shared-contracts';
import { ExportCsvButton, type CsvColumn, type ExportCsvButtonProps } from '@fwd/shared-ui';
import { useMemo } from 'react';
import type { AuditLogRow } from '../api/list-audit-logs';
import { entryStaff } from '../staff-label';

/** Exports every entry of the list's current view (batches of 500) as CSV. */
export function ExportAuditButton({ fetchPage }: Pick<ExportCsvButtonProps<AuditLogRow>, 'fetchPage'>) {
  const { t } = useTranslation('shell');
  const columns = useMemo<CsvColumn<AuditLogRow>[]>(
    () => [
      { header: t('history.columns.when'), value: (row) => row.created },
      { header: t('history.columns.who'), value: (row) => entryStaff(row) },
      { header: t('history.columns.action'), value: (row) => row.action },
      { header: t('history.columns.collection'), value: (row) => row.collection },
      { header: t('history.columns.record'), value: (row) => row.record },
    ],
    [t],
  );
  return (
    <ExportCsvButton
      filename={`${t('history.export.filename')}-${new Date().toISOString().slice(0, 10)}`}
      columns={columns}
      fetchPage={fetchPage}
    />
  );
}
