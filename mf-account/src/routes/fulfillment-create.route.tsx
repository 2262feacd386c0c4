import { useLive } from '@fwd/shared-contracts';
import { Page } from '@fwd/shared-ui';
import { CreateShipment } from '../features/fulfillments/components/create-shipment';

/**
 * /account/fulfillment/create: pick received parcels (`?parcels=a,b` preselects them), an
 * address and one of the lines serving its zone, each quoted live; insurance; then a draft that
 * is paid on /account/fulfillment/checkout. Live: parcels received meanwhile appear.
 */
export function Component() {
  useLive('customer');
  return (
    <Page>
      <CreateShipment />
    </Page>
  );
}
