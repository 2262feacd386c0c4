import { useFormat, useTranslation } from '@fwd/shared-contracts';
import { StatusBadge } from '@fwd/shared-ui';
import styled from 'styled-components';
import { DetailFacts } from '../../../components/figures';
import { Money } from '../../../components/money';
import { RecordDrawer } from '../../../components/record-drawer';
import { REFUND_EXPAND, type RefundRow } from '../api/refunds';
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
export function RefundDrawer({ currency, ...drawer }: RefundDrawerProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  return (
    <RecordDrawer
      {...drawer}
      collection="refunds"
      expand={REFUND_EXPAND}
      title={() => t('refunds.detail.title')}
      notFound={t('refunds.detail.notFound')}
      skeletonLines={6}
    >
      {(refund) => (
        <Facts>
          <dt>{t('refunds.list.columns.for')}</dt>
          <dd>
            <RefundFor row={refund} />
          </dd>
          <dt>{t('refunds.list.columns.amount')}</dt>
          <dd>
            <Money amount={refund.amount} currency={currency} />
          </dd>
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
      )}
    </RecordDrawer>
  );
}

const Facts = styled(DetailFacts)`
  dd {
    white-space: pre-line;
  }
`;
