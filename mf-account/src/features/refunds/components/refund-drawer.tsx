import { RECORD_ID, useFormat, useRecord, useTranslation } from '@fwd/shared-contracts';
import { Drawer, ErrorState, Skeleton, StatusBadge } from '@fwd/shared-ui';
import styled from 'styled-components';
import { DetailFacts } from '../../../components/figures';
import type { RefundRow } from '../api/refunds';
import { RefundFor } from './refund-table';

export interface RefundDrawerProps {
  /** The open request (`?id=`, e.g. from a notification), if any. */
  id: string | undefined;
  /** The current page's rows: a request on it shows at once while its own record loads. */
  rows: RefundRow[] | undefined;
  /** Home currency; undefined while the settings load. */
  currency: string | undefined;
  onClose: () => void;
}

/** One refund request in a side sheet: what it is for, the amount, its status and our answer. */
export function RefundDrawer({ id, rows, currency, onClose }: RefundDrawerProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  // A malformed id matches nothing: no request is made for it.
  const wellFormed = id !== undefined && RECORD_ID.test(id);
  const fetched = useRecord<'refunds', RefundRow>('refunds', wellFormed ? id : null, { expand: 'order,fulfillment' });
  const refund = fetched.data ?? (id ? rows?.find((row) => row.id === id) : undefined);
  if (!id) return null;
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={t('refunds.detail.title')}>
      {refund ? (
        <Facts>
          <dt>{t('refunds.list.columns.for')}</dt>
          <dd>
            <RefundFor row={refund} />
          </dd>
          <dt>{t('refunds.list.columns.amount')}</dt>
          <dd>{currency ? format.money(refund.amount, currency) : <span aria-hidden="true">—</span>}</dd>
          <dt>{t('refunds.list.columns.status')}</dt>
          <dd>
            <StatusBadge machine="refund" status={refund.status} />
          </dd>
          <dt>{t('refunds.list.columns.created')}</dt>
          <dd>{format.dateTime(refund.created)}</dd>
          <dt>{t('refunds.list.columns.reason')}</dt>
          <dd>{refund.reason}</dd>
          {refund.review_note && (
            <>
              <dt>{t('refunds.detail.answer')}</dt>
              <dd>{refund.review_note}</dd>
            </>
          )}
        </Facts>
      ) : !wellFormed ? (
        <ErrorState title={t('refunds.detail.notFound')} />
      ) : fetched.isError ? (
        <ErrorState title={t('refunds.detail.notFound')} error={fetched.error} onRetry={() => void fetched.refetch()} />
      ) : (
        <Skeleton lines={6} />
      )}
    </Drawer>
  );
}

const Facts = styled(DetailFacts)`
  dd {
    white-space: pre-line;
  }
`;
