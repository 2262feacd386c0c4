import { useTranslation } from '@fwd/shared-contracts';
import { parcelsDomain, type HeldByRow, type ParcelRow } from '@fwd/shared-contracts/domains/parcels';
import { RecordDrawer } from '../../../components/record-drawer';
import type { StorageTerms } from '../storage';
import { ParcelDetail } from './parcel-detail';

export interface ParcelDrawerProps {
  /** The open parcel (`?id=`), if any. */
  id: string | undefined;
  /** The current page's rows: a parcel on it shows at once while its own record loads. */
  rows: ParcelRow[] | undefined;
  terms: StorageTerms | undefined;
  held: ReadonlyMap<string, HeldByRow>;
  currency: string | undefined;
  onClose: () => void;
}

/** One parcel in a side sheet (a bottom sheet on a phone); an unknown id says so. */
export function ParcelDrawer({ terms, held, currency, ...drawer }: ParcelDrawerProps) {
  const { t } = useTranslation('account');
  return (
    <RecordDrawer
      {...drawer}
      collection="parcels"
      expand={parcelsDomain.expand}
      title={(parcel) =>
        parcel ? t('parcels.detail.title', { code: parcel.tracking_code }) : t('parcels.detail.untitled')
      }
      notFound={t('parcels.detail.notFound')}
    >
      {(parcel) => (
        <ParcelDetail key={parcel.id} parcel={parcel} terms={terms} heldBy={held.get(parcel.id)} currency={currency} />
      )}
    </RecordDrawer>
  );
}
