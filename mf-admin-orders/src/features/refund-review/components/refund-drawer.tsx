import {
  errorMessage,
  Link,
  staffMayAccess,
  useApiMutation,
  useAuth,
  useFormat,
  useTranslation,
} from '@fwd/shared-contracts';
import {
  Alert,
  Button,
  ConfirmDialog,
  Drawer,
  ErrorState,
  FormAlert,
  Row,
  showToast,
  Skeleton,
  Stack,
  StatusBadge,
  TextAreaField,
  theme,
} from '@fwd/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { refundMoves, refundsDomain, targetOf, useRefundCap } from '@fwd/shared-contracts/domains/refunds';
import { useHomeCurrency } from '@fwd/shared-contracts/domains/settings';
import { approve, reject, useRefund } from '../api/refunds';

const APPROVE = 'approve' as const;
const REJECT = 'reject' as const;

/** One refund request: what it is for, what is still refundable; finance approves or rejects with a reason. */
export function RefundDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const refund = useRefund(id);
  const refundable = useRefundCap(targetOf(refund.data));
  const currency = useHomeCurrency();
  const mayDecide = useAuth((state) => staffMayAccess(state, ['finance']));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const mutation = useApiMutation({
    mutationFn: (kind: 'approve' | 'reject') => (kind === APPROVE ? approve(id, note.trim()) : reject(id, note.trim())),
    invalidates: refundsDomain.refreshes.review,
    form: true,
    onSuccess: (_, kind) =>
      showToast(t(kind === APPROVE ? 'refundReview.approved' : 'refundReview.rejected'), { tone: 'success' }),
  });
  const data = refund.data;
  function decide(kind: 'approve' | 'reject') {
    if (kind === REJECT && !note.trim()) return setError(t('refundReview.reasonRequired'));
    setError(undefined);
    // Money moves only after the same confirmation a top-up asks for.
    if (kind === APPROVE) return setConfirming(true);
    mutation.mutate(kind);
  }
  // The server's `left` already holds back the requests under review, this one included: before
  // this request is that plus its amount, and what approving leaves is `left` itself.
  const pending = data ? refundMoves(data.status).length > 0 : false;
  const before = refundable.data && data ? refundable.data.left + (pending ? data.amount : 0) : undefined;
  const customer = data?.expand?.user ? `${data.expand.user.code} ${data.expand.user.name}` : (data?.user ?? '');
  const about = data?.expand?.order?.code ?? data?.expand?.fulfillment?.code ?? '';
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={t('refundReview.detail.title')}>
      {refund.isPending && <Skeleton lines={6} />}
      {refund.isError && <ErrorState error={refund.error} onRetry={() => void refund.refetch()} />}
      {data && (
        <Stack $gap={4}>
          <Facts>
            <dt>{t('refundReview.detail.status')}</dt>
            <dd>
              <StatusBadge machine="refund" status={data.status} />
            </dd>
            <dt>{t('refundReview.detail.customer')}</dt>
            <dd>
              <Link to={`/admin/customer?id=${data.user}`}>
                {data.expand?.user ? `${data.expand.user.code} ${data.expand.user.name}` : data.user}
              </Link>
            </dd>
            <dt>{t('refundReview.detail.for')}</dt>
            <dd>
              {data.expand?.order && <Link to={`/admin/orders?id=${data.order}`}>{data.expand.order.code}</Link>}
              {data.expand?.fulfillment && data.expand.fulfillment.code}
            </dd>
            <dt>{t('refundReview.detail.amount')}</dt>
            <dd>{format.money(data.amount, currency)}</dd>
            <dt>{t('refundReview.detail.reason')}</dt>
            <dd>{data.reason || '—'}</dd>
            <dt>{t('refundReview.detail.askedBy')}</dt>
            <dd>
              {data.expand?.requested_by?.name ??
                (data.requested_by ? t('refundReview.detail.staff') : t('refundReview.detail.theCustomer'))}
            </dd>
            {refundable.data && before !== undefined && pending && (
              <>
                <dt>{t('refundReview.detail.before')}</dt>
                <dd>
                  {t('refundReview.detail.leftOf', {
                    left: format.money(before, currency),
                    paid: format.money(refundable.data.paid, currency),
                  })}
                </dd>
                <dt>{t('refundReview.detail.after')}</dt>
                <dd>{format.money(refundable.data.left, currency)}</dd>
              </>
            )}
            {refundable.data && !pending && (
              <>
                <dt>{t('refundReview.detail.left')}</dt>
                <dd>
                  {t('refundReview.detail.leftOf', {
                    left: format.money(refundable.data.left, currency),
                    paid: format.money(refundable.data.paid, currency),
                  })}
                </dd>
              </>
            )}
            {data.review_note && (
              <>
                <dt>{t('refundReview.detail.note')}</dt>
                <dd>{data.review_note}</dd>
              </>
            )}
          </Facts>
          {pending && !mayDecide && <Alert tone="info">{t('refundReview.financeOnly')}</Alert>}
          {pending && mayDecide && (
            <Stack $gap={3}>
              <FormAlert message={mutation.error ? errorMessage(mutation.error) : undefined} />
              <TextAreaField
                label={t('refundReview.note')}
                hint={t('refundReview.noteHint')}
                value={note}
                maxLength={1000}
                onChange={(event) => setNote(event.target.value)}
                error={error}
              />
              <Row $gap={2}>
                <Button type="button" disabled={mutation.isPending} onClick={() => decide(APPROVE)}>
                  {t('refundReview.approve', { amount: format.money(data.amount, currency) })}
                </Button>
                <Button type="button" $variant="danger" disabled={mutation.isPending} onClick={() => decide(REJECT)}>
                  {t('refundReview.reject')}
                </Button>
              </Row>
            </Stack>
          )}
          {confirming && (
            <ConfirmDialog
              open
              onOpenChange={(open) => !open && setConfirming(false)}
              tone="money"
              title={t('refundReview.confirmTitle')}
              description={t('refundReview.confirmBody', {
                amount: format.money(data.amount, currency),
                customer,
                about,
                after: format.money(refundable.data?.left ?? 0, currency),
              })}
              confirmLabel={t('refundReview.confirmApprove')}
              cancelLabel={t('refundReview.keep')}
              onConfirm={() => mutation.mutateAsync(APPROVE)}
            />
          )}
        </Stack>
      )}
    </Drawer>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space(1)} ${theme.space(3)};
  margin: 0;
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
  }
`;
