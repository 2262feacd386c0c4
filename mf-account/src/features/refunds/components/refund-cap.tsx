import { useFormat, useTranslation } from '@fwd/shared-contracts';
import type { Refundable } from '@fwd/shared-contracts/api';
import { Alert, ErrorState, Skeleton } from '@fwd/shared-ui';
import styled from 'styled-components';
import { Figures } from '../../../components/figures';
import { Panel } from '../../../components/panel';

export interface RefundCapProps {
  kind: 'order' | 'fulfillment';
  cap: { data: Refundable | undefined; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
}

/** What was paid, what is already refunded or waiting, and what a new request may still ask. */
export function RefundCap({ kind, cap }: RefundCapProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  if (cap.isError) {
    return <ErrorState title={t('refunds.cap.failed')} error={cap.error} onRetry={() => void cap.refetch()} />;
  }
  if (!cap.data) return <Skeleton lines={3} />;
  const { paid, refunded, left, currency } = cap.data;
  return (
    <Box aria-labelledby="refund-cap-title">
      <h3 id="refund-cap-title">{t(kind === 'order' ? 'refunds.cap.titleOrder' : 'refunds.cap.titleShipment')}</h3>
      <Figures>
        <dt>{t('refunds.cap.paid')}</dt>
        <dd>{format.money(paid, currency)}</dd>
        <dt>{t('refunds.cap.refunded')}</dt>
        <dd>{format.money(refunded, currency)}</dd>
        <dt>{t('refunds.cap.left')}</dt>
        <dd>
          <strong>{format.money(left, currency)}</strong>
        </dd>
      </Figures>
      {left > 0 ? (
        <p role="status">{t('refunds.cap.upTo', { amount: format.money(left, currency) })}</p>
      ) : (
        <Alert tone="warning">{t(kind === 'order' ? 'refunds.cap.nothingOrder' : 'refunds.cap.nothingShipment')}</Alert>
      )}
    </Box>
  );
}

const Box = styled(Panel).attrs({ $gap: 2 })`
  h3 {
    font-size: 1rem;
  }
`;
