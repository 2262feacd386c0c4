import { CountTile } from '@fwd/shared-ui';
import { countOrdersToPurchase } from './api/count-orders-to-purchase';

export function OrdersToPurchaseWidget() {
  return <CountTile load={countOrdersToPurchase} label="orders waiting to be bought" />;
}
