import { invalidateCollections, useServerSubmit, useTranslation, useZodForm } from '@fwd/shared-contracts';
import { Dialog, FormAlert, showToast, SubmitButton, TextAreaField } from '@fwd/shared-ui';
import { walletDomain } from '@fwd/shared-contracts/domains/wallet';
import { REASON_MAX, rejectionSchema } from '../adjustment';
import { reject, type RechargeRow } from '../api/wallet-desk';

/** Rejects a top-up with the reason the customer reads (required). */
export function RejectDialog({ recharge, onClose }: { recharge: RechargeRow; onClose: () => void }) {
  const { t } = useTranslation('finance');
  const form = useZodForm(rejectionSchema, { defaultValues: { reason: '' } });
  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    (values) => reject(recharge.id, values.reason),
    async () => {
      await invalidateCollections(...walletDomain.refreshes.review);
      showToast(t('walletDesk.review.rejected', { reference: recharge.reference }), { tone: 'success' });
      onClose();
    },
  );
  const error = form.formState.errors.reason?.message;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('walletDesk.review.rejectTitle', { reference: recharge.reference })}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={formError} />
        <TextAreaField
          label={t('walletDesk.review.reason')}
          hint={t('walletDesk.review.reasonHint')}
          maxLength={REASON_MAX}
          error={error ? t(error) : undefined}
          autoFocus
          {...form.register('reason')}
        />
        <SubmitButton busy={busy}>{t('walletDesk.review.confirmReject')}</SubmitButton>
      </form>
    </Dialog>
  );
}
