import { Link, useFormat, useList, useTranslation } from '@fwd/shared-contracts';
import { ErrorState, Muted, PlainList, Skeleton, StatusBadge, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import { orderParcelsParams, type OrderParcelRow } from '../api/orders';

/** The parcels the seller's shipments became at our warehouse, each linking to its own detail. */
export function OrderParcels({ orderId, userId }: { orderId: string; userId: string }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const parcels = useList<'parcels', OrderParcelRow>('parcels', orderParcelsParams(userId, orderId));
  if (parcels.isPending) return <Skeleton lines={2} />;
  if (parcels.isError) return <ErrorState error={parcels.error} onRetry={() => void parcels.refetch()} />;
  if (parcels.data.items.length === 0) return <Muted>{t('orders.parcels.none')}</Muted>;
  return (
    <List aria-label={t('orders.parcels.title')}>
      {parcels.data.items.map((parcel) => (
        <li key={parcel.id}>
          <Link to={`/account/parcel?id=${encodeURIComponent(parcel.id)}`}>
            <code>{parcel.tracking_code}</code>
          </Link>
          <StatusBadge machine="parcel" status={parcel.status} />
          {parcel.weight_kg > 0 && (
            <Muted as="span">
              {t('orders.parcels.weight', { weight: format.number(parcel.weight_kg, { maximumFractionDigits: 2 }) })}
            </Muted>
          )}
          {parcel.received_at && (
            <Muted as="span">{t('orders.parcels.received', { date: format.date(parcel.received_at) })}</Muted>
          )}
        </li>
      ))}
    </List>
  );
}

const List = styled(PlainList)`
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(2)};
  }
  code {
    font-family: ${theme.font.mono};
    overflow-wrap: anywhere;
  }
`;
