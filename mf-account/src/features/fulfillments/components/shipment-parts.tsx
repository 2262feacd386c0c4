import { Link, useTranslation } from '@fwd/shared-contracts';
import { Muted, PlainList, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import type { ShipmentRow as FulfillmentRow } from '@fwd/shared-contracts/domains/shipments';
import { DetailSection, type DetailSectionProps } from '../../../components/detail-section';
import { useKg } from '../../../components/money';

/** A titled part of a shipment's detail or checkout, its parts closer than an order's. */
export function Part(props: Omit<DetailSectionProps, 'gap'>) {
  return <DetailSection {...props} gap={2} />;
}

/** The shipment's parcels, each linking to its own detail, with its chargeable weight. */
export function ShipmentParcels({ shipment }: { shipment: FulfillmentRow }) {
  const { t } = useTranslation('account');
  const kg = useKg();
  const expanded = shipment.expand?.parcels ?? [];
  if (expanded.length === 0) {
    return <Muted>{t('fulfillments.parcels.count', { count: shipment.parcels.length })}</Muted>;
  }
  return (
    <List aria-label={t('fulfillments.parcels.title')}>
      {expanded.map((parcel) => (
        <li key={parcel.id}>
          <Link to={`/account/parcel?id=${encodeURIComponent(parcel.id)}`}>
            <code>{parcel.tracking_code}</code>
          </Link>
          <Muted as="span">{t('fulfillments.parcels.weight', { weight: kg(parcel.chargeable_kg) })}</Muted>
        </li>
      ))}
    </List>
  );
}

/** The line the shipment travels on, and how long it usually takes. */
export function ShipmentLine({ shipment }: { shipment: FulfillmentRow }) {
  const { t } = useTranslation('account');
  const line = shipment.expand?.shipping_line;
  if (!line) return <Muted>{t('fulfillments.line.unknown')}</Muted>;
  return (
    <div>
      <strong>{line.name}</strong>{' '}
      <Muted as="span">
        {t(`fulfillmentCreate.lines.kind.${line.kind}`)} · {t('fulfillmentCreate.lines.eta', { count: line.eta_days })}
      </Muted>
    </div>
  );
}

const List = styled(PlainList).attrs({ $gap: 1 })`
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${theme.space(2)};
  }
  code {
    font-family: ${theme.font.mono};
    overflow-wrap: anywhere;
  }
`;
