import { useApiMutation, useFormat, useNavigate, useTranslation } from '@fwd/shared-contracts';
import { showToast } from '@fwd/shared-ui';
import {
  cancelShipment,
  shipmentsDomain,
  type ShipmentRow as FulfillmentRow,
} from '@fwd/shared-contracts/domains/shipments';
import { ConfirmButton } from '../../../components/confirm-button';

/**
 * Cancel a draft or a paid shipment (before packing), after saying what comes back. A paid one
 * is refunded at once: the toast says where the refund shows, with a link to the wallet history.
 */
export function CancelShipment({ shipment, currency }: { shipment: FulfillmentRow; currency: string }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const navigate = useNavigate();
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
    <ConfirmButton
      label={t('fulfillments.cancel.button')}
      variant="danger"
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
  );
}
