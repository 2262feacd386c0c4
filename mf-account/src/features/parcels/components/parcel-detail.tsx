import { Link, useFormat, useTranslation } from '@fwd/shared-contracts';
import { Button, CopyButton, Muted, Row, Stack, StatusBadge } from '@fwd/shared-ui';
import type { ReactNode } from 'react';
import { DetailSection } from '../../../components/detail-section';
import { DetailFacts } from '../../../components/figures';
import type { HeldByRow, ParcelRow } from '@fwd/shared-contracts/domains/parcels';
import { isShippable, shipLink } from '../parcel-filters';
import type { StorageTerms } from '../storage';
import { ParcelPhotos } from './parcel-photos';
import { ParcelStorage } from './parcel-storage';
import { ParcelWeights } from './parcel-weights';
import { useNow } from '../use-now';

export interface ParcelDetailProps {
  parcel: ParcelRow;
  terms: StorageTerms | undefined;
  heldBy: HeldByRow | undefined;
  /** The home currency (the declared value); undefined while the summary loads. */
  currency: string | undefined;
}

/** Status and storage, what can be done now, the facts the warehouse recorded, the photos. */
export function ParcelDetail({ parcel, terms, heldBy, currency }: ParcelDetailProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const now = useNow();
  const held = new Map(heldBy ? [[parcel.id, heldBy]] : []);
  const order = parcel.expand?.order;
  const warehouse = parcel.expand?.warehouse;
  const measured = parcel.length_cm > 0 && parcel.width_cm > 0 && parcel.height_cm > 0;
  const cm = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  return (
    <Stack $gap={6}>
      <Stack $gap={2}>
        <Row $gap={2}>
          <StatusBadge machine="parcel" status={parcel.status} />
          <Muted as="span">
            {parcel.received_at
              ? t('parcels.detail.receivedOn', { date: format.dateTime(parcel.received_at) })
              : t('parcels.detail.declaredOn', { date: format.dateTime(parcel.created) })}
          </Muted>
        </Row>
        <Muted>
          {parcel.in_review && parcel.status !== 'unidentified'
            ? t('parcels.detail.inReview')
            : t(`parcels.detail.statusHint.${parcel.status}`)}
        </Muted>
        <ParcelStorage parcel={parcel} terms={terms} heldBy={heldBy} now={now} />
      </Stack>
      <Row>
        {isShippable(parcel, held) && (
          <Button as={Link} to={shipLink([parcel.id])}>
            {t('parcels.detail.ship')}
          </Button>
        )}
        <Button as={Link} to={`/account/complain/create?parcel=${encodeURIComponent(parcel.id)}`} $variant="secondary">
          {t('parcels.detail.complain')}
        </Button>
      </Row>
      <DetailSection id={`parcel-${parcel.id}-facts`} title={t('parcels.detail.facts')}>
        <DetailFacts>
          <Fact label={t('parcels.detail.trackingCode')}>
            <Row $gap={2}>
              <code>{parcel.tracking_code}</code>
              <CopyButton value={parcel.tracking_code} label={t('parcels.detail.copyCode')} />
            </Row>
          </Fact>
          <Fact label={t('parcels.columns.order')}>
            {parcel.order && order ? (
              <Link to={`/account/order?id=${encodeURIComponent(parcel.order)}`}>
                <code>{order.code}</code>
              </Link>
            ) : (
              t('parcels.order.own')
            )}
          </Fact>
          <Fact label={t('parcels.detail.contents')}>{parcel.description || t('parcels.detail.notGiven')}</Fact>
          <Fact label={t('parcels.detail.declaredValue')}>
            {parcel.declared_value > 0 && currency
              ? format.money(parcel.declared_value, currency)
              : t('parcels.detail.notGiven')}
          </Fact>
          {parcel.shelf && <Fact label={t('parcels.detail.shelf')}>{parcel.shelf}</Fact>}
          {warehouse && <Fact label={t('parcels.detail.warehouse')}>{warehouse.name}</Fact>}
          {measured && (
            <Fact label={t('parcels.detail.size')}>
              {t('parcels.detail.sizeValue', {
                length: cm(parcel.length_cm),
                width: cm(parcel.width_cm),
                height: cm(parcel.height_cm),
              })}
            </Fact>
          )}
        </DetailFacts>
      </DetailSection>
      <DetailSection id={`parcel-${parcel.id}-weight`} title={t('parcels.columns.weight')}>
        <ParcelWeights parcel={parcel} />
        {parcel.weight_kg > 0 && <Muted>{t('parcels.weight.explain')}</Muted>}
      </DetailSection>
      <DetailSection id={`parcel-${parcel.id}-photos`} title={t('parcels.columns.photos')}>
        <ParcelPhotos parcel={parcel} />
      </DetailSection>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
