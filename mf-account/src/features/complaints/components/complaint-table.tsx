import { Link, useFormat, useNavigate, useTranslation } from '@fwd/shared-contracts';
import type { ComplaintRow } from '@fwd/shared-contracts/domains/complaints';
import { DataTable, EmptyState, StatusBadge, type DataColumn, type ListTableBinding } from '@fwd/shared-ui';
import { useMemo, type ReactNode } from 'react';
import { aboutOf } from './about';

export interface ComplaintTableProps {
  /** The list's table props (`useListTable(...).table`); a row opens its thread. */
  table: ListTableBinding<ComplaintRow>;
  /** The link to a new complaint, in the empty state. */
  newLink: ReactNode;
}

const threadPath = (row: ComplaintRow) => `/account/complain/${row.id}`;

/** The customer's complaints: what each is about (the link to its thread), its status and when it was opened. */
export function ComplaintTable({ table, newLink }: ComplaintTableProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const navigate = useNavigate();
  const columns = useMemo<DataColumn<ComplaintRow>[]>(
    () => [
      {
        id: 'complaint',
        header: t('complaints.list.columns.complaint'),
        cell: (row) => {
          const about = aboutOf(row);
          const type = t(`complaints.types.${row.type}`);
          return (
            <Link to={threadPath(row)} style={{ fontWeight: 600 }}>
              {t('complaints.list.open', { type, about: t(about.key, { code: about.code }) })}
            </Link>
          );
        },
      },
      {
        id: 'status',
        header: t('complaints.list.columns.status'),
        cell: (row) => <StatusBadge machine="complaint" status={row.status} />,
      },
      {
        id: 'created',
        header: t('complaints.list.columns.opened'),
        cell: (row) => <time dateTime={row.created.replace(' ', 'T')}>{format.date(row.created)}</time>,
      },
    ],
    [t, format],
  );
  return (
    <DataTable
      {...table}
      onRowClick={(row) => void navigate(threadPath(row))}
      caption={t('complaints.list.label')}
      columns={columns}
      empty={
        <EmptyState title={t('complaints.list.empty')}>
          <span>{t('complaints.list.emptyHint')}</span>
          {newLink}
        </EmptyState>
      }
    />
  );
}
