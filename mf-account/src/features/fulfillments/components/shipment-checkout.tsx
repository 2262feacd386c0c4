import {
  errorMessage,
  Link,
  useApiMutation,
  useAuth,
  useFormat,
  useRecord,
  useTranslation,
} from '@fwd/shared-contracts';
import { pricesChangedOf, shortfallOf, type PayFulfillmentResponse } from '@fwd/shared-contracts/api';
import {
  Alert,
  Button,
  Card,
  ErrorState,
  Muted,
  Row,
  showToast,
  Skeleton,
  Stack,
  statusLabelKey,
  theme,
} from '@fwd/shared-ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import {
  cancelShipment,
  payDraft,
  SHIPMENT_EXPAND,
  shipmentsDomain,
  type ShipmentRow as FulfillmentRow,
} from '@fwd/shared-contracts/domains/shipments';
import { useShopCurrencies } from '@fwd/shared-contracts/domains/settings';
import { detailHref, errorStatus, quoteProblem, shipmentActions, topUpHref } from '../fulfillment-rules';
import { ConfirmButton } from '../../../components/confirm-button';
import { AddressLines } from './address-snapshot';
import { FeeFigures } from './fee-figures';
import { Figures, ShortRow, TotalRow } from '../../../components/figures';
import { Money } from '../../../components/money';
import { Part, ShipmentLine, ShipmentParcels } from './shipment-parts';

const LIST = '/account/fulfillment';
const CREATE = '/account/fulfillment/create';

/**
 * A shipment's checkout: its breakdown as the server stored it in the draft, the balance and the
 * total, Pay (once) and Cancel draft. A short balance offers a top-up of what is missing that
 * comes back here; a paid or cancelled shipment says so and leads to the list.
 */
export function ShipmentCheckout({ id }: { id: string }) {
  const { t } = useTranslation('account');
  const fetched = useRecord<'fulfillments', FulfillmentRow>('fulfillments', id, { expand: SHIPMENT_EXPAND });
  const currency = useShopCurrencies()?.home;
  // The answer of Pay, shown at once (the record catches up through the invalidation).
  const [paid, setPaid] = useState<PayFulfillmentResponse | null>(null);

  if (fetched.isPending) return <Skeleton lines={10} />;
  if (fetched.isError && !fetched.data) {
    if (errorStatus(fetched.error) === 404) return <NotFound />;
    return <ErrorState error={fetched.error} onRetry={() => void fetched.refetch()} />;
  }
  const record = fetched.data;
  const shipment: FulfillmentRow =
    paid && record.status === 'draft'
      ? { ...record, status: paid.status, total: paid.total, paid_at: paid.paid_at }
      : record;

  return (
    <Stack $gap={5}>
      {shipment.status !== 'draft' && <StateNotice shipment={shipment} currency={currency} />}
      <Layout>
        <Card>
          <Stack $gap={4}>
            <h2>{t('fulfillmentCheckout.summary.title', { code: shipment.code })}</h2>
            <Part id="checkout-parcels" title={t('fulfillments.parcels.title')}>
              <ShipmentParcels shipment={shipment} />
            </Part>
            <Part id="checkout-address" title={t('fulfillments.address.title')}>
              {shipment.address_snapshot ? (
                <AddressLines address={shipment.address_snapshot} />
              ) : (
                <Muted>{t('fulfillments.address.none')}</Muted>
              )}
            </Part>
            <Part id="checkout-line" title={t('fulfillments.line.title')}>
              <ShipmentLine shipment={shipment} />
            </Part>
            <Part id="checkout-fees" title={t('fulfillments.fees.title')}>
              <FeeFigures fees={shipment} currency={currency} />
            </Part>
          </Stack>
        </Card>
        {shipment.status === 'draft' && currency && <PayBox shipment={shipment} currency={currency} onPaid={setPaid} />}
      </Layout>
    </Stack>
  );
}

interface PayBoxProps {
  shipment: FulfillmentRow;
  currency: string;
  onPaid: (paid: PayFulfillmentResponse) => void;
}

/** Balance and total, Pay once, a top-up of what is missing, and Cancel draft. */
function PayBox({ shipment, currency, onPaid }: PayBoxProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const balance = useAuth((s) => (typeof s.record?.balance === 'number' ? s.record.balance : undefined));
  const [refused, setRefused] = useState<{ shortfall?: number; changed?: number; message: string } | null>(null);
  // The total on screen, which Pay sends: the draft's, or the one the server named when it moved.
  const [total, setTotal] = useState(shipment.total);
  const pay = useApiMutation({
    mutationFn: (expected: number) => payDraft(shipment.id, expected),
    invalidates: [...shipmentsDomain.refreshes.pay],
    form: true,
    onSuccess: (result) => showToast(t('fulfillmentCheckout.pay.done', { code: result.code }), { tone: 'success' }),
  });
  // A ref, not state: a second click in the same frame must see the first one.
  const sending = useRef(false);
  const money = (amount: number) => format.money(amount, currency);

  async function onPay() {
    if (sending.current) return;
    sending.current = true;
    setRefused(null);
    try {
      onPaid(await pay.mutateAsync(total));
    } catch (error) {
      const key = quoteProblem(error);
      const changed = pricesChangedOf(error);
      if (changed !== undefined) setTotal(changed);
      setRefused({ shortfall: shortfallOf(error), changed, message: key ? t(key) : errorMessage(error) });
    } finally {
      sending.current = false;
    }
  }

  // The server's shortfall when it refused; before that, what the balance lacks for the draft's
  // total, shown as a difference of the two server figures (the server decides when paying).
  const missing = refused?.shortfall ?? (balance !== undefined && balance < total ? total - balance : undefined);
  const busy = pay.isPending;

  return (
    <Card aria-labelledby="checkout-pay">
      <Stack $gap={3}>
        <h2 id="checkout-pay">{t('fulfillmentCheckout.pay.title')}</h2>
        <Figures>
          <dt>{t('fulfillmentCheckout.pay.balance')}</dt>
          <dd>{balance === undefined ? '—' : money(balance)}</dd>
          <TotalRow>
            <dt>{t('fulfillmentCheckout.pay.total')}</dt>
            <dd>
              <Money amount={total} currency={currency} />
            </dd>
          </TotalRow>
          {missing !== undefined && (
            <ShortRow>
              <dt>{t('fulfillmentCheckout.pay.missing')}</dt>
              <dd>{money(missing)}</dd>
            </ShortRow>
          )}
        </Figures>
        {refused?.changed !== undefined && (
          <Alert tone="warning">{t('fulfillmentCheckout.changed', { amount: money(refused.changed) })}</Alert>
        )}
        {refused && refused.shortfall === undefined && refused.changed === undefined && (
          <Alert tone="error">{refused.message}</Alert>
        )}
        {missing !== undefined && (
          <Alert tone="warning">
            <Stack $gap={2}>
              <span>
                {refused?.shortfall !== undefined
                  ? t('fulfillmentCheckout.short.refused', { amount: money(missing) })
                  : t('fulfillmentCheckout.short.before', { amount: money(missing) })}
              </span>
              <span>
                <Button as={Link} to={topUpHref(missing, shipment.id)}>
                  {t('fulfillmentCheckout.short.topUp', { amount: money(missing) })}
                </Button>
              </span>
            </Stack>
          </Alert>
        )}
        <Row>
          <PayButton type="button" disabled={busy} aria-busy={busy || undefined} onClick={() => void onPay()}>
            {busy ? t('fulfillmentCheckout.pay.paying') : t('fulfillmentCheckout.pay.button', { amount: money(total) })}
          </PayButton>
          {shipmentActions(shipment.status).cancel && <CancelDraft shipment={shipment} disabled={busy} />}
        </Row>
        <Muted>{t('fulfillmentCheckout.pay.hint')}</Muted>
      </Stack>
    </Card>
  );
}

/** Cancel the draft, after asking. Nothing was paid; the parcels stay at the warehouse. */
function CancelDraft({ shipment, disabled }: { shipment: FulfillmentRow; disabled: boolean }) {
  const { t } = useTranslation('account');
  const cancel = useApiMutation({
    mutationFn: () => cancelShipment(shipment.id),
    invalidates: [...shipmentsDomain.refreshes.cancel],
    form: true,
    onSuccess: () => showToast(t('fulfillmentCheckout.cancel.done', { code: shipment.code }), { tone: 'success' }),
  });
  return (
    <ConfirmButton
      label={t('fulfillmentCheckout.cancel.button')}
      disabled={disabled}
      tone="danger"
      title={t('fulfillmentCheckout.cancel.confirmTitle', { code: shipment.code })}
      description={t('fulfillmentCheckout.cancel.confirmBody')}
      confirmLabel={t('fulfillmentCheckout.cancel.confirm')}
      cancelLabel={t('fulfillmentCheckout.cancel.keep')}
      onConfirm={() => cancel.mutateAsync(undefined)}
    />
  );
}

/** A shipment that is no longer a draft: paid, on its way, or cancelled; where to go next. */
function StateNotice({ shipment, currency }: { shipment: FulfillmentRow; currency: string | undefined }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const cancelled = shipment.status === 'cancelled';
  const text = cancelled
    ? t(shipment.paid_at ? 'fulfillmentCheckout.state.cancelledRefunded' : 'fulfillmentCheckout.state.cancelled', {
        code: shipment.code,
      })
    : shipment.status === 'paid'
      ? t('fulfillmentCheckout.state.paid', {
          code: shipment.code,
          amount: currency ? format.money(shipment.total, currency) : '',
        })
      : t('fulfillmentCheckout.state.moving', {
          code: shipment.code,
          status: t(statusLabelKey('fulfillment', shipment.status)),
        });
  return (
    <Alert tone={cancelled ? 'info' : 'success'}>
      <Stack $gap={2}>
        <strong>{text}</strong>
        <Row>
          {cancelled ? (
            <Button as={Link} to={CREATE}>
              {t('fulfillmentCheckout.state.createAgain')}
            </Button>
          ) : (
            <Button as={Link} to={detailHref(shipment.id)}>
              {t('fulfillmentCheckout.state.open')}
            </Button>
          )}
          <Button as={Link} to={LIST} $variant="secondary">
            {t('fulfillmentCheckout.state.list')}
          </Button>
          {cancelled && shipment.paid_at && (
            <Button as={Link} to="/account/transaction" $variant="secondary">
              {t('fulfillmentCheckout.state.history')}
            </Button>
          )}
        </Row>
      </Stack>
    </Alert>
  );
}

/** No shipment with this id (or not the customer's). */
export function NotFound() {
  const { t } = useTranslation('account');
  return (
    <Alert tone="warning">
      <Stack $gap={2}>
        <strong>{t('fulfillmentCheckout.notFound.title')}</strong>
        <span>{t('fulfillmentCheckout.notFound.body')}</span>
        <Row>
          <Button as={Link} to={LIST}>
            {t('fulfillmentCheckout.state.list')}
          </Button>
          <Button as={Link} to={CREATE} $variant="secondary">
            {t('fulfillmentCheckout.state.createAgain')}
          </Button>
        </Row>
      </Stack>
    </Alert>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  align-items: start;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

const PayButton = styled(Button)`
  background: ${theme.color.success};
  min-height: 48px;
  padding: 0 ${theme.space(6)};
`;
