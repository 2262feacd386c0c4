import {
  invalidateCollections,
  Link,
  staffMayAccess,
  useAuth,
  useFormat,
  useServerSubmit,
  useTranslation,
  useZodForm,
} from '@fwd/shared-contracts';
import {
  Alert,
  Button,
  ConfirmDialog,
  Facts,
  FormAlert,
  Row,
  showToast,
  Stack,
  StatusBadge,
  TextAreaField,
} from '@fwd/shared-ui';
import { useState } from 'react';
import { refundMoves, refundsDomain, targetOf, useRefundCap } from '@fwd/shared-contracts/domains/refunds';
import { useHomeCurrency } from '@fwd/shared-contracts/domains/settings';
import { CustomerLink, RecordDrawer } from '../../../components/record-drawer';
import { approve, reject, useRefund } from '../api/refunds';
import { NOTE_MAX, refundDecisionSchema, type RefundDecisionInput } from '../refund-decision';

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
  const [confirming, setConfirming] = useState(false);
  const form = useZodForm(refundDecisionSchema, {
    defaultValues: { decision: APPROVE, reason: '' } satisfies RefundDecisionInput,
  });
  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    ({ decision, reason }) => (decision === APPROVE ? approve(id, reason) : reject(id, reason)),
    async () => {
      const decision = form.getValues('decision');
      showToast(t(decision === APPROVE ? 'refundReview.approved' : 'refundReview.rejected'), { tone: 'success' });
      await invalidateCollections(...refundsDomain.refreshes.review);
    },
  );
  const data = refund.data;
  const noteError = form.formState.errors.reason?.message;
  function decide(kind: 'approve' | 'reject') {
    form.setValue('decision', kind);
    // Money moves only after the same confirmation a top-up asks for.
    if (kind === APPROVE) return void form.handleSubmit(() => setConfirming(true))();
    void onSubmit();
  }
  // The server's `left` already holds back the requests under review, this one included: before
  // this request is that plus its amount, and what approving leaves is `left` itself.
  const pending = data ? refundMoves(data.status).length > 0 : false;
  const before = refundable.data && data ? refundable.data.left + (pending ? data.amount : 0) : undefined;
  const customer = data?.expand?.user ? `${data.expand.user.code} ${data.expand.user.name}` : (data?.user ?? '');
  const about = data?.expand?.order?.code ?? data?.expand?.fulfillment?.code ?? '';
  return (
    <RecordDrawer query={refund} title={t('refundReview.detail.title')} lines={6} onClose={onClose}>
      {data && (
        <Stack $gap={4}>
          <Facts>
            <dt>{t('refundReview.detail.status')}</dt>
            <dd>
              <StatusBadge machine="refund" status={data.status} />
            </dd>
            <dt>{t('refundReview.detail.customer')}</dt>
            <dd>
              <CustomerLink id={data.user} user={data.expand?.user} />
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
            <form noValidate onSubmit={(event) => event.preventDefault()} aria-label={t('refundReview.decide')}>
              <Stack $gap={3}>
                <FormAlert message={formError} />
                <TextAreaField
                  label={t('refundReview.note')}
                  hint={t('refundReview.noteHint')}
                  maxLength={NOTE_MAX}
                  error={noteError ? t(noteError) : undefined}
                  {...form.register('reason')}
                />
                <Row $gap={2}>
                  <Button type="button" disabled={busy} onClick={() => decide(APPROVE)}>
                    {t('refundReview.approve', { amount: format.money(data.amount, currency) })}
                  </Button>
                  <Button type="button" $variant="danger" disabled={busy} onClick={() => decide(REJECT)}>
                    {t('refundReview.reject')}
                  </Button>
                </Row>
              </Stack>
            </form>
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
              onConfirm={() => onSubmit()}
            />
          )}
        </Stack>
      )}
    </RecordDrawer>
  );
}
