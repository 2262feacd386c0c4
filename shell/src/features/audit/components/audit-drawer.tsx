import { useFormat, useTranslation } from '@fwd/shared-contracts';
import { Drawer, ErrorState, Facts, Skeleton, Stack, Tabs, theme } from '@fwd/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useAuditLog, type AuditLogRow } from '../api/list-audit-logs';
import { AuditDiff } from './audit-diff';
import { AuditImages } from './audit-images';
import { AuditRawJson } from './audit-raw-json';
import { StaffName } from './audit-table';

/** The drawer's tabs, the diff first. */
const DETAIL_TABS = ['changes', 'before', 'after'] as const;
type DetailTab = (typeof DETAIL_TABS)[number];

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
        <AuditEntryDetail key={entry.id} entry={entry} />
      ) : fetched.isError ? (
        <ErrorState title={t('history.detail.notFound')} error={fetched.error} onRetry={() => void fetched.refetch()} />
      ) : (
        <Skeleton lines={6} />
      )}
    </Drawer>
  );
}

/**
 * What, who, when and where of an entry, the pictures it names, then tabs: its before/after diff
 * (first) and each side as stored.
 */
export function AuditEntryDetail({ entry }: { entry: AuditLogRow }) {
  const { t } = useTranslation('shell');
  const format = useFormat();
  const [tab, setTab] = useState<DetailTab>('changes');
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
      <AuditImages entry={entry} />
      <Tabs
        label={t('history.tabs.label')}
        tabs={DETAIL_TABS.map((id) => ({ id, label: t(`history.tabs.${id}`) }))}
        value={tab}
        onChange={(id) => setTab(id as DetailTab)}
      >
        <Panel>
          {tab === 'changes' ? (
            <AuditDiff before={entry.before} after={entry.after} />
          ) : (
            <AuditRawJson key={tab} value={tab === 'before' ? entry.before : entry.after} side={tab} />
          )}
        </Panel>
      </Tabs>
    </Stack>
  );
}

const Panel = styled.div`
  padding-top: ${theme.space(3)};
`;

const Muted = styled.span`
  color: ${theme.color.muted};
`;
