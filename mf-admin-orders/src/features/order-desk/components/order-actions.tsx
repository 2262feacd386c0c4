import {
  errorMessage,
  invalidateCollections,
  useApiMutation,
  useServerSubmit,
  useTranslation,
  useZodForm,
} from '@fwd/shared-contracts';
import { cancelOrderSchema, trackingCodesSchema } from '@fwd/shared-contracts/domains/order-forms';
import { ordersDomain } from '@fwd/shared-contracts/domains/orders';
import { Button, Dialog, FormAlert, Row, showToast, Stack, SubmitButton, TextAreaField } from '@fwd/shared-ui';
import { useState } from 'react';
import { moveOrder, type OrderRow } from '../api/orders';

/** Sellers' tracking codes for a purchased order: one per line; each becomes an expected parcel. */
export function TrackingForm({ order }: { order: OrderRow }) {
  const { t } = useTranslation('orders');
  const form = useZodForm(trackingCodesSchema, { defaultValues: { trackingCodes: '' } });
  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    ({ trackingCodes }) => moveOrder(order.id, { to: 'seller_shipped', trackingCodes }),
    async () => {
      showToast(t('orderDesk.tracking.saved', { code: order.code }), { tone: 'success' });
      await invalidateCollections(...ordersDomain.refreshes);
    },
  );
  const error = form.formState.errors.trackingCodes?.message;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('orderDesk.tracking.title')}>
      <Stack $gap={3}>
        <h3>{t('orderDesk.tracking.title')}</h3>
        <FormAlert message={formError} />
        <TextAreaField
          label={t('orderDesk.tracking.codes')}
          hint={t('orderDesk.tracking.hint')}
          rows={3}
          error={error ? t(error) : undefined}
          {...form.register('trackingCodes')}
        />
        <SubmitButton busy={busy}>{t('orderDesk.tracking.submit')}</SubmitButton>
      </Stack>
    </form>
  );
}

/** A one-step move (at the warehouse, completed): the server refuses it with its reason if too early. */
export function MoveButton({ order, to, label }: { order: OrderRow; to: 'at_warehouse' | 'completed'; label: string }) {
  const { t } = useTranslation('orders');
  const mutation = useApiMutation({
    mutationFn: () => moveOrder(order.id, { to }),
    invalidates: ordersDomain.refreshes,
    form: true,
    onSuccess: () => showToast(t('orderDesk.moved', { code: order.code }), { tone: 'success' }),
  });
  return (
    <Stack $gap={2}>
      <FormAlert message={mutation.error ? errorMessage(mutation.error) : undefined} />
      <Row $gap={2}>
        <Button type="button" disabled={mutation.isPending} onClick={() => mutation.mutate(undefined)}>
          {label}
        </Button>
      </Row>
    </Stack>
  );
}

/** Cancelling with the reason the customer reads; what is left of the payment goes back at once. */
export function CancelOrder({ order }: { order: OrderRow }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const form = useZodForm(cancelOrderSchema, { defaultValues: { reason: '' } });
  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    ({ reason }) => moveOrder(order.id, { to: 'cancelled', reason }),
    async () => {
      showToast(t('orderDesk.cancel.done', { code: order.code }), { tone: 'success' });
      setOpen(false);
      await invalidateCollections(...ordersDomain.refreshes);
    },
  );
  const error = form.formState.errors.reason?.message;
  return (
    <>
      <Row $gap={2}>
        <Button type="button" $variant="danger" onClick={() => setOpen(true)}>
          {t('orderDesk.cancel.open')}
        </Button>
      </Row>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('orderDesk.cancel.title', { code: order.code })}
        description={t('orderDesk.cancel.body')}
      >
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack $gap={3}>
            <FormAlert message={formError} />
            <TextAreaField
              label={t('orderDesk.cancel.reason')}
              maxLength={500}
              error={error ? t(error) : undefined}
              autoFocus
              {...form.register('reason')}
            />
            <SubmitButton busy={busy}>{t('orderDesk.cancel.confirm')}</SubmitButton>
          </Stack>
        </form>
      </Dialog>
    </>
  );
}
