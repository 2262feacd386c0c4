import { RECORD_ID, useRecord, useTranslation } from '@fwd/shared-contracts';
import { Drawer, ErrorState, Skeleton } from '@fwd/shared-ui';
import { parcelsDomain, type HeldByRow, type ParcelRow } from '@fwd/shared-contracts/domains/parcels';
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
export function ParcelDrawer({ id, rows, terms, held, currency, onClose }: ParcelDrawerProps) {
  const { t } = useTranslation('account');
  // A malformed id matches nothing: no request is made for it.
  const wellFormed = id !== undefined && RECORD_ID.test(id);
  const fetched = useRecord<'parcels', ParcelRow>('parcels', wellFormed ? id : null, { expand: parcelsDomain.expand });
  const parcel = fetched.data ?? (id ? rows?.find((row) => row.id === id) : undefined);
  if (!id) return null;
  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={parcel ? t('parcels.detail.title', { code: parcel.tracking_code }) : t('parcels.detail.untitled')}
    >
      {parcel ? (
        <ParcelDetail key={parcel.id} parcel={parcel} terms={terms} heldBy={held.get(parcel.id)} currency={currency} />
      ) : !wellFormed ? (
        <ErrorState title={t('parcels.detail.notFound')} />
      ) : fetched.isError ? (
        <ErrorState title={t('parcels.detail.notFound')} error={fetched.error} onRetry={() => void fetched.refetch()} />
      ) : (
        <Skeleton lines={8} />
      )}
    </Drawer>
  );
}
