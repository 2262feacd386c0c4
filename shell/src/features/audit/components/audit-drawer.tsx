import { useFormat, useTranslation } from '@fwd/shared-contracts';
import { Drawer, ErrorState, Skeleton, Stack, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import { useAuditLog, type AuditLogRow } from '../api/list-audit-logs';
import { AuditDiff } from './audit-diff';
import { StaffName } from './audit-table';

export interface AuditDrawerProps {
  /** The open entry (`?id=`), if any. */
  id: string | undefined;
  /** The current page's rows: an entry on it opens without a request. */
  rows: AuditLogRow[] | undefined;
  onClose: () => void;
}

/** The detail of one audit entry in a side sheet (a bottom sheet on a phone). */
export function AuditDrawer({ id, rows, onClose }: AuditDrawerProps) {
  const { t } = useTranslation('shell');
  const onPage = id ? rows?.find((row) => row.id === id) : undefined;
  const fetched = useAuditLog(id && !onPage ? id : undefined);
  const entry = onPage ?? fetched.data;
  if (!id) return null;
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={t('history.detail.title')}>
      {entry ? (
        <AuditEntryDetail entry={entry} />
      ) : fetched.isError ? (
        <ErrorState title={t('history.detail.notFound')} error={fetched.error} onRetry={() => void fetched.refetch()} />
      ) : (
        <Skeleton lines={6} />
      )}
    </Drawer>
  );
}

/** What, who, when and where of an entry, then its before/after diff. */
export function AuditEntryDetail({ entry }: { entry: AuditLogRow }) {
  const { t } = useTranslation('shell');
  const format = useFormat();
  const email = entry.expand?.staff?.email;
  return (
    <Stack $gap={4}>
      <Facts>
        <dt>{t('history.columns.when')}</dt>
        <dd>
          <time dateTime={entry.created}>{format.dateTime(entry.created)}</time>
        </dd>
        <dt>{t('history.columns.who')}</dt>
        <dd>
          <StaffName row={entry} />
          {email && email !== entry.expand?.staff?.name && <Muted> · {email}</Muted>}
        </dd>
        <dt>{t('history.columns.action')}</dt>
        <dd>
          <code>{entry.action}</code>
        </dd>
        <dt>{t('history.columns.collection')}</dt>
        <dd>{entry.collection}</dd>
        <dt>{t('history.columns.record')}</dt>
        <dd>
          <code>{entry.record}</code>
        </dd>
      </Facts>
      <AuditDiff before={entry.before} after={entry.after} />
    </Stack>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${theme.space(2)} ${theme.space(4)};
  margin: 0;
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  code {
    font-family: ${theme.font.mono};
  }
`;

const Muted = styled.span`
  color: ${theme.color.muted};
`;
