import { Link, useFormat, useTranslation } from '@fwd/shared-contracts';
import type { CustomerSummary } from '@fwd/shared-contracts/api';
import { Alert, Stack } from '@fwd/shared-ui';

/** Parcels whose free storage ends within three days or has ended, with what it costs from then. */
export function StorageWarnings({ storage }: { storage: CustomerSummary['storage'] }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  if (storage.parcels.length === 0) return null;
  const fee = storage.currency ? format.money(storage.feePerDay, storage.currency) : format.number(storage.feePerDay);
  return (
    <Alert tone="warning">
      <Stack $gap={2}>
        <strong>{t('dashboard.storage.title', { count: storage.parcels.length })}</strong>
        <ul>
          {storage.parcels.map((parcel) => (
            <li key={parcel.id}>
              {parcel.daysLeft > 0
                ? t('dashboard.storage.daysLeft', {
                    code: parcel.trackingCode,
                    count: parcel.daysLeft,
                    date: format.date(parcel.freeUntil),
                    fee,
                  })
                : t('dashboard.storage.charging', { code: parcel.trackingCode, fee })}
            </li>
          ))}
        </ul>
        <Link to="/account/fulfillment/create">{t('dashboard.storage.shipNow')}</Link>
      </Stack>
    </Alert>
  );
}
