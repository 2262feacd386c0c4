import { useFormat, useRecord, useTranslation } from '@fwd/shared-contracts';
import {
  Button,
  Drawer,
  ErrorState,
  Facts,
  ImageGallery,
  Row,
  Skeleton,
  Stack,
  StatusBadge,
  theme,
} from '@fwd/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useCustomerNames } from '../../../api/customers';
import { LabelPrint, ParcelLabel } from '../../../components/label-print';
import { ReasonDialog } from '../../../components/reason-dialog';
import { REASON_REQUIRED } from '../../../components/reason-schema';
import { PHOTO_THUMB, photoUrl, sendParcelBack, type ParcelRow } from '@fwd/shared-contracts/domains/parcels';
import { AssignCustomer } from './assign-customer';
import { ClaimList } from './claim-list';

/** One parcel: photos, measures, owner and how it was decided, claims, assign, label, send back. */
export function ParcelDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('warehouse');
  const parcel = useRecord<'parcels', ParcelRow>('parcels', id, { expand: 'order' });
  const title = parcel.data
    ? t('parcelDesk.drawer.title', { code: parcel.data.tracking_code })
    : t('parcelDesk.drawer.loading');
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={title}>
      {parcel.isPending ? (
        <Skeleton lines={8} />
      ) : parcel.isError ? (
        <ErrorState error={parcel.error} onRetry={() => void parcel.refetch()} />
      ) : (
        <ParcelDetail parcel={parcel.data} />
      )}
    </Drawer>
  );
}

function ParcelDetail({ parcel }: { parcel: ParcelRow }) {
  const { t } = useTranslation('warehouse');
  const format = useFormat();
  const [label, setLabel] = useState(false);
  const [returning, setReturning] = useState(false);
  const names = useCustomerNames([parcel.user]);
  const owner = names.get(parcel.user);
  const undecided = parcel.status === 'unidentified' || parcel.in_review;
  const canReturn = ['expected', 'received', 'unidentified'].includes(parcel.status);

  return (
    <Stack $gap={4}>
      <Row $gap={2}>
        <StatusBadge machine="parcel" status={parcel.status} />
        {parcel.in_review && <Held>{t('parcelDesk.review')}</Held>}
      </Row>
      {parcel.photos.length > 0 ? (
        <ImageGallery
          images={parcel.photos.map((name, index) => ({
            src: photoUrl(parcel, name),
            thumb: photoUrl(parcel, name, PHOTO_THUMB),
            alt: t('parcelDesk.drawer.photo', { index: index + 1, code: parcel.tracking_code }),
          }))}
        />
      ) : (
        <p>{t('parcelDesk.drawer.noPhotos')}</p>
      )}
      <Facts>
        <dt>{t('parcelDesk.drawer.owner')}</dt>
        <dd>
          {owner ? `${owner.code} · ${owner.name}` : parcel.user ? '' : t('parcelDesk.unidentified')}
          {parcel.owner_basis && ` (${t(`parcelDesk.basis.${parcel.owner_basis}`)})`}
        </dd>
        <dt>{t('parcelDesk.drawer.marked')}</dt>
        <dd>{parcel.marked_code || '—'}</dd>
        <dt>{t('parcelDesk.drawer.order')}</dt>
        <dd>{parcel.expand?.order?.code ?? '—'}</dd>
        <dt>{t('parcelDesk.drawer.measures')}</dt>
        <dd>
          {t('parcelDesk.drawer.measuresValue', {
            kg: format.weight(parcel.weight_kg),
            l: parcel.length_cm,
            w: parcel.width_cm,
            h: parcel.height_cm,
            volumetric: format.weight(parcel.volumetric_kg),
            chargeable: format.weight(parcel.chargeable_kg),
          })}
        </dd>
        <dt>{t('parcelDesk.drawer.shelf')}</dt>
        <dd>{parcel.shelf || '—'}</dd>
        <dt>{t('parcelDesk.drawer.received')}</dt>
        <dd>{parcel.received_at ? format.dateTime(parcel.received_at) : '—'}</dd>
        <dt>{t('parcelDesk.drawer.declared')}</dt>
        <dd>{parcel.description || '—'}</dd>
      </Facts>
      <ClaimList parcel={parcel} />
      {undecided && <AssignCustomer parcel={parcel} />}
      <Row $gap={2}>
        <Button type="button" onClick={() => setLabel(true)}>
          {t('parcelDesk.drawer.label')}
        </Button>
        {canReturn && (
          <Button type="button" $variant="secondary" onClick={() => setReturning(true)}>
            {t('parcelDesk.drawer.return')}
          </Button>
        )}
      </Row>
      {label && (
        <LabelPrint
          title={t('parcelDesk.drawer.labelTitle', { code: parcel.tracking_code })}
          onClose={() => setLabel(false)}
        >
          <ParcelLabel
            parcel={{
              trackingCode: parcel.tracking_code,
              customerCode: owner?.code ?? '',
              customerName: owner?.name ?? '',
              shelf: parcel.shelf,
              receivedAt: parcel.received_at,
            }}
          />
        </LabelPrint>
      )}
      <ReasonDialog
        open={returning}
        onOpenChange={setReturning}
        title={t('parcelDesk.drawer.returnTitle', { code: parcel.tracking_code })}
        label={t('parcelDesk.drawer.reason')}
        required={REASON_REQUIRED.returnParcel}
        confirmLabel={t('parcelDesk.drawer.return')}
        submit={(reason) => sendParcelBack(parcel.id, reason)}
      />
    </Stack>
  );
}

const Held = styled.span`
  padding: 0 ${theme.space(2)};
  border-radius: ${theme.radius};
  background: ${theme.color.warningBg};
  color: ${theme.color.warning};
  font-weight: 700;
`;
