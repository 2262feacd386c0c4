import { useTranslation } from '@fwd/shared-contracts';
import {
  SHIPMENT_EXPAND as FULFILLMENT_EXPAND,
  type ShipmentRow as FulfillmentRow,
} from '@fwd/shared-contracts/domains/shipments';
import { RecordDrawer } from '../../../components/record-drawer';
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
export function ShipmentDrawer({ currency, ...drawer }: ShipmentDrawerProps) {
  const { t } = useTranslation('account');
  return (
    <RecordDrawer
      {...drawer}
      collection="fulfillments"
      expand={FULFILLMENT_EXPAND}
      title={(shipment) =>
        shipment ? t('fulfillments.detail.title', { code: shipment.code }) : t('fulfillments.detail.untitled')
      }
      notFound={t('fulfillments.detail.notFound')}
    >
      {(shipment) => <ShipmentDetail key={shipment.id} shipment={shipment} currency={currency} />}
    </RecordDrawer>
  );
}
