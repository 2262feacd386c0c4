import { CountTile } from '@fwd/shared-ui';
import { countUnidentifiedParcels } from './api/count-unidentified-parcels';

export function UnidentifiedParcelsWidget() {
  return <CountTile load={countUnidentifiedParcels} label="parcels nobody has claimed yet" />;
}
