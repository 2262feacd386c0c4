import { Link, useApiMutation, useFormat, useTranslation } from '@fwd/shared-contracts';
import { shortfallOf } from '@fwd/shared-contracts/api';
import { ordersDomain } from '@fwd/shared-contracts/domains/orders';
import { Alert, Button, Row, showToast, Stack } from '@fwd/shared-ui';
import { useState } from 'react';
import { cancelOwnOrder, payOwnSupplement, type OrderRow } from '../api/orders';
import { orderActions } from '../order-filters';
import { ConfirmButton } from '../../../components/confirm-button';
import { DetailFacts } from '../../../components/figures';
import { Panel } from '../../../components/panel';

export interface OrderActionsPanelProps {
  order: OrderRow;
  /** Home currency; undefined while the settings load (money buttons wait for it). */
  currency: string | undefined;
}

/** What the customer can do with the order now, as its state machine allows. */
export function OrderActionsPanel({ order, currency }: OrderActionsPanelProps) {
  const { t } = useTranslation('account');
  const actions = orderActions(order);
  return (
    <Stack $gap={3}>
      {actions.paySupplement && currency && <SupplementDue order={order} currency={currency} />}
      <Row>
        {actions.cancel && currency && <CancelOrder order={order} currency={currency} />}
        {actions.refund && (
          <Button as={Link} to={`/account/refund?order=${encodeURIComponent(order.id)}`} $variant="secondary">
            {t('orders.actions.refund')}
          </Button>
        )}
        {actions.complain && (
          <Button as={Link} to={`/account/complain/create?order=${encodeURIComponent(order.id)}`} $variant="secondary">
            {t('orders.actions.complain')}
          </Button>
        )}
      </Row>
    </Stack>
  );
}

/** Cancel a placed order, after saying what comes back to the balance. */
function CancelOrder({ order, currency }: { order: OrderRow; currency: string }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const cancel = useApiMutation({
    mutationFn: () => cancelOwnOrder(order.id),
    invalidates: ordersDomain.refreshes,
    form: true,
    onSuccess: () => showToast(t('orders.cancel.done', { code: order.code }), { tone: 'success' }),
  });
  return (
    <ConfirmButton
      label={t('orders.cancel.button')}
      variant="danger"
      tone="danger"
      title={t('orders.cancel.confirmTitle', { code: order.code })}
      description={t('orders.cancel.confirmBody', { amount: format.money(order.paid, currency) })}
      confirmLabel={t('orders.cancel.confirm')}
      cancelLabel={t('orders.cancel.keep')}
      onConfirm={() => cancel.mutateAsync(undefined)}
    />
  );
}

/**
 * The supplement the seller's higher price left to pay: how much, why (staff's note), what was
 * paid against the new total; paying asks first. A balance too small for it offers a top-up of
 * exactly the missing amount that comes back here.
 */
function SupplementDue({ order, currency }: { order: OrderRow; currency: string }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const [shortfall, setShortfall] = useState<number>();
  const due = format.money(order.supplement_due, currency);
  const pay = useApiMutation({
    mutationFn: () => payOwnSupplement(order.id),
    invalidates: ordersDomain.refreshes,
    form: true,
    onSuccess: () => showToast(t('orders.supplement.done', { code: order.code }), { tone: 'success' }),
  });
  async function onPay() {
    setShortfall(undefined);
    try {
      await pay.mutateAsync(undefined);
    } catch (error) {
      const missing = shortfallOf(error);
      // Short of money: the dialog closes and the page offers the top-up instead.
      if (missing === undefined) throw error;
      setShortfall(missing);
    }
  }
  const back = `/account/order?id=${encodeURIComponent(order.id)}`;
  return (
    <Panel $tone="warning" aria-labelledby={`supplement-${order.id}`}>
      <h3 id={`supplement-${order.id}`}>{t('orders.supplement.title', { amount: due })}</h3>
      <p>{t('orders.supplement.why')}</p>
      {order.note && (
        <DetailFacts>
          <dt>{t('orders.supplement.note')}</dt>
          <dd>{order.note}</dd>
        </DetailFacts>
      )}
      <DetailFacts>
        <dt>{t('orders.supplement.paid')}</dt>
        <dd>{format.money(order.paid, currency)}</dd>
        <dt>{t('orders.supplement.newTotal')}</dt>
        <dd>{format.money(order.total, currency)}</dd>
        <dt>{t('orders.supplement.due')}</dt>
        <dd>
          <strong>{due}</strong>
        </dd>
      </DetailFacts>
      {shortfall !== undefined && (
        <Alert tone="error">
          <Stack $gap={2}>
            <span>{t('orders.supplement.short', { amount: format.money(shortfall, currency) })}</span>
            <span>
              <Button
                as={Link}
                to={`/account/recharge?amount=${shortfall}&return=${encodeURIComponent(back)}`}
                $variant="secondary"
              >
                {t('orders.supplement.topUp', { amount: format.money(shortfall, currency) })}
              </Button>
            </span>
          </Stack>
        </Alert>
      )}
      <Row>
        <ConfirmButton
          label={t('orders.supplement.button')}
          variant="primary"
          tone="money"
          title={t('orders.supplement.confirmTitle')}
          description={t('orders.supplement.confirmBody', { amount: due, code: order.code })}
          confirmLabel={t('orders.supplement.confirm', { amount: due })}
          cancelLabel={t('orders.supplement.notNow')}
          onConfirm={onPay}
        />
      </Row>
    </Panel>
  );
}
