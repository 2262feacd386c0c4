import { errorMessage, useApiMutation, useTranslation } from '@fwd/shared-contracts';
import { Button, Dialog, FormAlert, Row, showToast, Stack, SubmitButton, TextAreaField } from '@fwd/shared-ui';
import { useState, type FormEvent } from 'react';
import { ordersDomain } from '@fwd/shared-contracts/domains/orders';
import { moveOrder, type OrderRow } from '../api/orders';

/** Sellers' tracking codes for a purchased order: one per line; each becomes an expected parcel. */
export function TrackingForm({ order }: { order: OrderRow }) {
  const { t } = useTranslation('orders');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useApiMutation({
    mutationFn: (codes: string[]) => moveOrder(order.id, { to: 'seller_shipped', trackingCodes: codes }),
    invalidates: ordersDomain.refreshes,
    form: true,
    onSuccess: () => showToast(t('orderDesk.tracking.saved', { code: order.code }), { tone: 'success' }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const codes = [
      ...new Set(
        text
          .split(/[\s,;]+/)
          .map((c) => c.trim().toUpperCase())
          .filter(Boolean),
      ),
    ];
    if (codes.length === 0) return setError(t('orderDesk.tracking.required'));
    if (codes.some((code) => !/^[A-Z0-9-]{3,50}$/.test(code))) return setError(t('orderDesk.tracking.format'));
    setError(undefined);
    mutation.mutate(codes);
  }
  return (
    <form noValidate onSubmit={submit} aria-label={t('orderDesk.tracking.title')}>
      <Stack $gap={3}>
        <h3>{t('orderDesk.tracking.title')}</h3>
        <FormAlert message={mutation.error ? errorMessage(mutation.error) : undefined} />
        <TextAreaField
          label={t('orderDesk.tracking.codes')}
          hint={t('orderDesk.tracking.hint')}
          value={text}
          rows={3}
          onChange={(event) => setText(event.target.value)}
          error={error}
        />
        <SubmitButton busy={mutation.isPending}>{t('orderDesk.tracking.submit')}</SubmitButton>
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useApiMutation({
    mutationFn: (text: string) => moveOrder(order.id, { to: 'cancelled', reason: text }),
    invalidates: ordersDomain.refreshes,
    form: true,
    onSuccess: () => {
      showToast(t('orderDesk.cancel.done', { code: order.code }), { tone: 'success' });
      setOpen(false);
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError(t('orderDesk.cancel.reasonRequired'));
    setError(undefined);
    mutation.mutate(reason.trim());
  }
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
        <form noValidate onSubmit={submit}>
          <Stack $gap={3}>
            <FormAlert message={mutation.error ? errorMessage(mutation.error) : undefined} />
            <TextAreaField
              label={t('orderDesk.cancel.reason')}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              error={error}
              autoFocus
            />
            <SubmitButton busy={mutation.isPending}>{t('orderDesk.cancel.confirm')}</SubmitButton>
          </Stack>
        </form>
      </Dialog>
    </>
  );
}
