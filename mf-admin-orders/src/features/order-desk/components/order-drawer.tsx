import { Link, useFormat, useTranslation } from '@fwd/shared-contracts';
import { orderAwaitsCustomer, orderMoves } from '@fwd/shared-contracts/domains/orders';
import { useShopMoney } from '@fwd/shared-contracts/domains/settings';
import { Facts, Muted, Skeleton, Stack, StatusBadge, statusLabelKey, Timeline } from '@fwd/shared-ui';
import { CustomerLink, RecordDrawer } from '../../../components/record-drawer';
import { useOrder, useOrderItems, useOrderParcels } from '../api/orders';
import { CancelOrder, MoveButton, TrackingForm } from './order-actions';
import { PurchaseForm } from './purchase-form';

/** One order for sales: customer, items with the seller's links, fees, timeline, parcels, and what to do next. */
export function OrderDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const order = useOrder(id);
  const items = useOrderItems(id);
  const parcels = useOrderParcels(id);
  const data = order.data;
  // What staff may do next is what the shared machine allows them from this status (DESIGN 5).
  const moves = data ? orderMoves(data.status, 'staff') : [];
  const title = data ? t('orderDesk.detail.title', { code: data.code }) : t('orderDesk.detail.loading');
  const money = useShopMoney();
  const home = (amount: number) => money?.home(amount) ?? format.number(amount);
  const source = (amount: number) => money?.source(amount) ?? format.number(amount);
  return (
    <RecordDrawer query={order} title={title} lines={8} onClose={onClose}>
      {data && (
        <Stack $gap={4}>
          <Facts>
            <dt>{t('orderDesk.detail.status')}</dt>
            <dd>
              <StatusBadge machine="order" status={data.status} />
            </dd>
            <dt>{t('orderDesk.detail.customer')}</dt>
            <dd>
              <CustomerLink id={data.user} user={data.expand?.user} />
            </dd>
            <dt>{t('orderDesk.detail.shop')}</dt>
            <dd>{data.shop}</dd>
            {data.seller_order_no && (
              <>
                <dt>{t('orderDesk.detail.sellerOrderNo')}</dt>
                <dd>{data.seller_order_no}</dd>
              </>
            )}
            <dt>{t('orderDesk.detail.goods')}</dt>
            <dd>
              {source(data.goods_value_src)} × {format.number(data.rate)} = {home(data.goods_value)}
            </dd>
            <dt>{t('orderDesk.detail.serviceFee')}</dt>
            <dd>{home(data.service_fee)}</dd>
            <dt>{t('orderDesk.detail.domesticShipping')}</dt>
            <dd>{home(data.domestic_shipping)}</dd>
            <dt>{t('orderDesk.detail.total')}</dt>
            <dd>{home(data.total)}</dd>
            <dt>{t('orderDesk.detail.paid')}</dt>
            <dd>{home(data.paid)}</dd>
            {data.supplement_due > 0 && (
              <>
                <dt>{t('orderDesk.detail.supplementDue')}</dt>
                <dd>{home(data.supplement_due)}</dd>
              </>
            )}
          </Facts>
          <section aria-labelledby="order-items">
            <h3 id="order-items">{t('orderDesk.detail.items')}</h3>
            {items.isPending && <Skeleton lines={2} />}
            <ul>
              {items.data?.items.map((item) => (
                <li key={item.id}>
                  <a href={item.link} target="_blank" rel="noreferrer">
                    {item.title}
                  </a>
                  {item.variant && ` · ${item.variant}`} · {t('orderDesk.detail.qty', { qty: item.qty })} ·{' '}
                  {source(item.unit_price_src)}
                  {item.note && <Muted>{item.note}</Muted>}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="order-next">
            <h3 id="order-next">{t('orderDesk.detail.next')}</h3>
            <Stack $gap={3}>
              {moves.includes('purchased') && items.data && money && (
                <PurchaseForm order={data} items={items.data.items} money={money} />
              )}
              {moves.includes('seller_shipped') && <TrackingForm order={data} />}
              {moves.includes('at_warehouse') && (
                <MoveButton order={data} to="at_warehouse" label={t('orderDesk.detail.toWarehouse')} />
              )}
              {moves.includes('completed') && (
                <MoveButton order={data} to="completed" label={t('orderDesk.detail.complete')} />
              )}
              {orderAwaitsCustomer(data.status) && <Muted>{t('orderDesk.detail.waitingSupplement')}</Muted>}
              {moves.includes('cancelled') && <CancelOrder order={data} />}
              {moves.length === 0 && <Muted>{t('orderDesk.detail.final')}</Muted>}
            </Stack>
          </section>
          <section aria-labelledby="order-parcels">
            <h3 id="order-parcels">{t('orderDesk.detail.parcels')}</h3>
            {parcels.data && parcels.data.items.length === 0 && <Muted>{t('orderDesk.detail.noParcels')}</Muted>}
            <ul>
              {parcels.data?.items.map((parcel) => (
                <li key={parcel.id}>
                  <Link to={`/admin/wh/parcel?q=${encodeURIComponent(parcel.tracking_code)}`}>
                    {parcel.tracking_code}
                  </Link>{' '}
                  <StatusBadge machine="parcel" status={parcel.status} />
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="order-timeline">
            <h3 id="order-timeline">{t('orderDesk.detail.timeline')}</h3>
            <Timeline
              items={(data.status_history ?? []).map((step, index) => ({
                id: `${index}-${step.status}`,
                at: step.at,
                title: t(statusLabelKey('order', step.status)),
                body: t(`orderDesk.detail.by.${step.by}`),
              }))}
            />
          </section>
        </Stack>
      )}
    </RecordDrawer>
  );
}
