import { useFormat, useList, useTranslation } from '@fwd/shared-contracts';
import { Button, ConfirmDialog, EmptyState, ErrorState, Skeleton, StatusBadge, theme } from '@fwd/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { customerLabel, useCustomerNames } from '../../../api/customers';
import {
  receivedTodayParams,
  undoReceive as undoScan,
  type ParcelRow as BenchParcel,
} from '@fwd/shared-contracts/domains/parcels';

/**
 * The parcels scanned in at this bench today, newest first; the newest can be undone while nothing
 * else changed it (the server checks).
 */
export function BenchList({
  staffId,
  lastId,
  onUndone,
}: {
  staffId: string;
  lastId: string | null;
  onUndone: () => void;
}) {
  const { t } = useTranslation('warehouse');
  const format = useFormat();
  const list = useList<'parcels', BenchParcel>('parcels', receivedTodayParams(staffId));
  const [undoing, setUndoing] = useState<BenchParcel | null>(null);
  const rows = list.data?.items ?? [];
  const names = useCustomerNames(rows.map((parcel) => parcel.user));

  return (
    <section aria-labelledby="bench-today">
      <h2 id="bench-today">{t('inbound.today.title', { count: rows.length })}</h2>
      {list.isPending ? (
        <Skeleton lines={4} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('inbound.today.none')} />
      ) : (
        <List>
          {rows.map((parcel) => (
            <li key={parcel.id}>
              <div>
                <Code>{parcel.tracking_code}</Code>
                <span>
                  {parcel.user ? customerLabel(names, parcel.user) : t('inbound.today.nobody')}
                  {parcel.expand?.order && ` · ${parcel.expand.order.code}`}
                </span>
                <Muted>
                  {format.dateTime(parcel.received_at)} ·{' '}
                  {t('inbound.today.kg', { kg: format.weight(parcel.weight_kg) })} · {parcel.shelf || '—'}
                </Muted>
              </div>
              <StatusBadge machine="parcel" status={parcel.status} />
              {parcel.id === lastId && (
                <Button type="button" $variant="secondary" onClick={() => setUndoing(parcel)}>
                  {t('inbound.today.undo')}
                </Button>
              )}
            </li>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={undoing !== null}
        onOpenChange={(open) => !open && setUndoing(null)}
        title={t('inbound.today.undoTitle', { code: undoing?.tracking_code ?? '' })}
        description={t('inbound.today.undoText')}
        confirmLabel={t('inbound.today.undo')}
        tone="danger"
        onConfirm={async () => {
          if (!undoing) return;
          await undoScan(undoing);
          setUndoing(null);
          await list.refetch();
          onUndone();
        }}
      />
    </section>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
    padding: ${theme.space(2)} 0;
    border-bottom: 1px solid ${theme.color.border};
  }
  li > div {
    display: grid;
    flex: 1;
    min-width: 0;
  }
`;

const Code = styled.strong`
  font-family: monospace;
`;

const Muted = styled.span`
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;
