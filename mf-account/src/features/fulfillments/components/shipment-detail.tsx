import { Link, useFormat, useTranslation } from '@fwd/shared-contracts';
import { DetailFacts } from '../../../components/figures';
import { Button, Muted, Row, Stack, StatusBadge } from '@fwd/shared-ui';
import type { ShipmentRow as FulfillmentRow } from '@fwd/shared-contracts/domains/shipments';
import { checkoutHref, shipmentActions } from '../fulfillment-rules';
import { AddressLines } from './address-snapshot';
import { CancelShipment } from './cancel-shipment';
import { FeeFigures } from './fee-figures';
import { useKg } from '../../../components/money';
import { Part, ShipmentLine, ShipmentParcels } from './shipment-parts';
import { ShipmentTimeline } from './shipment-timeline';
import { Tracking } from './tracking';

/** Status, what can be done now, tracking, the parcels, the address, the line, the fees, the timeline. */
export function ShipmentDetail({ shipment, currency }: { shipment: FulfillmentRow; currency: string | undefined }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const kg = useKg();
  const actions = shipmentActions(shipment.status);
  const part = (name: string) => `shipment-${shipment.id}-${name}`;
  return (
    <Stack $gap={5}>
      <Stack $gap={2}>
        <Row $gap={2}>
          <StatusBadge machine="fulfillment" status={shipment.status} />
          <Muted as="span">{t('fulfillments.detail.created', { date: format.dateTime(shipment.created) })}</Muted>
        </Row>
        <DetailFacts>
          <dt>{t('fulfillments.detail.tracking')}</dt>
          <dd>
            <Tracking carrier={shipment.carrier} trackingNo={shipment.tracking_no} />
          </dd>
          {shipment.final_weight_kg > 0 && (
            <>
              <dt>{t('fulfillments.detail.finalWeight')}</dt>
              <dd>{t('fulfillments.fees.kg', { weight: kg(shipment.final_weight_kg) })}</dd>
            </>
          )}
          {shipment.paid_at && (
            <>
              <dt>{t('fulfillments.detail.paidAt')}</dt>
              <dd>{format.dateTime(shipment.paid_at)}</dd>
            </>
          )}
          {shipment.shipped_at && (
            <>
              <dt>{t('fulfillments.detail.shippedAt')}</dt>
              <dd>{format.dateTime(shipment.shipped_at)}</dd>
            </>
          )}
          {shipment.delivered_at && (
            <>
              <dt>{t('fulfillments.detail.deliveredAt')}</dt>
              <dd>{format.dateTime(shipment.delivered_at)}</dd>
            </>
          )}
        </DetailFacts>
      </Stack>
      {(actions.pay || actions.cancel || actions.refund || actions.complain) && (
        <Row>
          {actions.pay && (
            <Button as={Link} to={checkoutHref(shipment.id)}>
              {t('fulfillments.actions.pay')}
            </Button>
          )}
          {actions.cancel && currency && <CancelShipment shipment={shipment} currency={currency} />}
          {actions.refund && (
            <Button
              as={Link}
              to={`/account/refund?fulfillment=${encodeURIComponent(shipment.id)}`}
              $variant="secondary"
            >
              {t('fulfillments.actions.refund')}
            </Button>
          )}
          {actions.complain && (
            <Button
              as={Link}
              to={`/account/complain/create?fulfillment=${encodeURIComponent(shipment.id)}`}
              $variant="secondary"
            >
              {t('fulfillments.actions.complain')}
            </Button>
          )}
        </Row>
      )}
      {shipment.status === 'cancelled' && shipment.paid_at && (
        <Muted>
          {t('fulfillments.detail.refundedNote')}{' '}
          <Link to="/account/transaction">{t('fulfillments.cancel.history')}</Link>
        </Muted>
      )}
      <Part id={part('parcels')} title={t('fulfillments.parcels.title')}>
        <ShipmentParcels shipment={shipment} />
      </Part>
      <Part id={part('address')} title={t('fulfillments.address.title')}>
        {shipment.address_snapshot ? (
          <AddressLines address={shipment.address_snapshot} />
        ) : (
          <Muted>{t('fulfillments.address.none')}</Muted>
        )}
      </Part>
      <Part id={part('line')} title={t('fulfillments.line.title')}>
        <ShipmentLine shipment={shipment} />
      </Part>
      <Part id={part('fees')} title={t('fulfillments.fees.title')}>
        <FeeFigures fees={shipment} currency={currency} />
        <Muted>
          {shipment.status === 'draft' ? t('fulfillments.fees.draftNote') : t('fulfillments.fees.lockedNote')}
        </Muted>
      </Part>
      <Part id={part('timeline')} title={t('fulfillments.timeline.title')}>
        <ShipmentTimeline history={shipment.status_history} />
      </Part>
    </Stack>
  );
}
