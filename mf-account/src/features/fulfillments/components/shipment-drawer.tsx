import { RECORD_ID, useRecord, useTranslation } from '@fwd/shared-contracts';
import { Drawer, ErrorState, Skeleton } from '@fwd/shared-ui';
import {
  SHIPMENT_EXPAND as FULFILLMENT_EXPAND,
  type ShipmentRow as FulfillmentRow,
} from '@fwd/shared-contracts/domains/shipments';
import { ShipmentDetail } from './shipment-detail';

export interface ShipmentDrawerProps {
  /** The open shipment (`?id=`), if any. */
  id: string | undefined;
  /** The current page's rows: a shipment on it shows at once while its own record loads. */
  rows: FulfillmentRow[] | undefined;
  currency: string | undefined;
  onClose: () => void;
}

/** One shipment in a side sheet (a bottom sheet on a phone); an unknown id says so. */
export function ShipmentDrawer({ id, rows, currency, onClose }: ShipmentDrawerProps) {
  const { t } = useTranslation('account');
  // A malformed id matches nothing: no request is made for it.
  const wellFormed = id !== undefined && RECORD_ID.test(id);
  const fetched = useRecord<'fulfillments', FulfillmentRow>('fulfillments', wellFormed ? id : null, {
    expand: FULFILLMENT_EXPAND,
  });
  const shipment = fetched.data ?? (id ? rows?.find((row) => row.id === id) : undefined);
  if (!id) return null;
  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={shipment ? t('fulfillments.detail.title', { code: shipment.code }) : t('fulfillments.detail.untitled')}
    >
      {shipment ? (
        <ShipmentDetail key={shipment.id} shipment={shipment} currency={currency} />
      ) : !wellFormed ? (
        <ErrorState title={t('fulfillments.detail.notFound')} />
      ) : fetched.isError ? (
        <ErrorState
          title={t('fulfillments.detail.notFound')}
          error={fetched.error}
          onRetry={() => void fetched.refetch()}
        />
      ) : (
        <Skeleton lines={8} />
      )}
    </Drawer>
  );
}
