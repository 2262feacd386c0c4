import { useApiMutation, useFormat, useNavigate, useTranslation } from '@fwd/shared-contracts';
import { Button, ConfirmDialog, showToast } from '@fwd/shared-ui';
import { useState } from 'react';
import {
  cancelShipment,
  shipmentsDomain,
  type ShipmentRow as FulfillmentRow,
} from '@fwd/shared-contracts/domains/shipments';

/**
 * Cancel a draft or a paid shipment (before packing), after saying what comes back. A paid one
 * is refunded at once: the toast says where the refund shows, with a link to the wallet history.
 */
export function CancelShipment({ shipment, currency }: { shipment: FulfillmentRow; currency: string }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const paid = shipment.status === 'paid';
  const cancel = useApiMutation({
    mutationFn: () => cancelShipment(shipment.id),
    invalidates: [...shipmentsDomain.refreshes.cancel],
    form: true,
    onSuccess: () =>
      paid
        ? showToast(t('fulfillments.cancel.refunded', { code: shipment.code }), {
            tone: 'success',
            duration: 10_000,
            action: { label: t('fulfillments.cancel.history'), onClick: () => void navigate('/account/transaction') },
          })
        : showToast(t('fulfillments.cancel.done', { code: shipment.code }), { tone: 'success' }),
  });
  return (
    <>
      <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
        {t('fulfillments.cancel.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={t('fulfillments.cancel.confirmTitle', { code: shipment.code })}
        description={
          paid
            ? t('fulfillments.cancel.confirmPaid', { amount: format.money(shipment.total, currency) })
            : t('fulfillments.cancel.confirmDraft')
        }
        confirmLabel={t('fulfillments.cancel.confirm')}
        cancelLabel={t('fulfillments.cancel.keep')}
        onConfirm={() => cancel.mutateAsync(undefined)}
      />
    </>
  );
}
