import {
  invalidateCollections,
  useController,
  useList,
  useRecord,
  useServerSubmit,
  useTranslation,
  useWatch,
  useZodForm,
} from '@fwd/shared-contracts';
import {
  Button,
  FormAlert,
  MoneyInput,
  Row,
  SelectField,
  showToast,
  Skeleton,
  Stack,
  SubmitButton,
  TextAreaField,
  theme,
} from '@fwd/shared-ui';
import { ClientResponseError } from 'pocketbase';
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { createRefund, refundsDomain, useRefundCap } from '@fwd/shared-contracts/domains/refunds';
import { paidOrdersParams, paidShipmentsParams, type FulfillmentChoice, type OrderChoice } from '../api/refunds';
import { REASON_MAX, refundSchema, refundTarget, type RefundFormInput } from '../refund-schema';
import { RefundCap } from './refund-cap';

export interface RefundPrefill {
  /** An order id from `?order=` ('' when none). */
  order: string;
  /** A shipment id from `?fulfillment=` ('' when none). */
  fulfillment: string;
}

export interface RefundFormProps {
  userId: string;
  prefill: RefundPrefill;
  /** The home currency, for the amount before the cap (which names it too) is known. */
  currency: string | undefined;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * A new refund request: an order or a shipment of the customer's (prefilled from the link that
 * led here), the cap the server gives for it, the amount (at most that cap) and the reason.
 */
export function RefundForm({ userId, prefill, currency, onDone, onCancel }: RefundFormProps) {
  const { t } = useTranslation('account');
  const form = useZodForm(refundSchema, {
    defaultValues: {
      kind: prefill.fulfillment && !prefill.order ? 'fulfillment' : 'order',
      order: prefill.order,
      fulfillment: prefill.fulfillment,
      amount: null,
      reason: '',
      left: null,
    },
  });
  const [kind, order, fulfillment] = useWatch({ control: form.control, name: ['kind', 'order', 'fulfillment'] });
  const target = refundTarget({ kind, order, fulfillment });
  const cap = useRefundCap(target);
  const left = target ? (cap.data?.left ?? null) : null;
  useEffect(() => {
    form.setValue('left', left, { shouldValidate: form.formState.isSubmitted });
  }, [form, left]);

  const amount = useController({ control: form.control, name: 'amount' });
  const errors = form.formState.errors;
  const moneyCurrency = cap.data?.currency ?? currency;
  const fieldError = (key: keyof RefundFormInput) => {
    const text = errors[key]?.message;
    return text ? t(text) : undefined;
  };

  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    async (values) => {
      const chosen = refundTarget(values);
      if (!chosen || values.amount === null) throw new Error(t('refunds.form.errors.incomplete'));
      try {
        return await createRefund(userId, { target: chosen, amount: values.amount, reason: values.reason });
      } catch (error) {
        // The server's cap is newer than the one on screen: show its figures and say so in our words.
        if (serverFieldCode(error, 'amount') === 'validation_max') {
          void cap.refetch();
          replaceServerMessage(error, 'amount', t('refunds.form.errors.amountOverCapServer'));
        }
        throw error;
      }
    },
    async () => {
      await invalidateCollections(...refundsDomain.refreshes.request);
      showToast(t('refunds.form.sent'), { tone: 'success' });
      onDone();
    },
  );

  const nothingLeft = left === 0;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('refunds.form.title')}>
      <Stack $gap={4}>
        <FormAlert message={formError} />
        <Choice>
          <legend>{t('refunds.form.for')}</legend>
          <Row $gap={4}>
            <label>
              <input type="radio" value={KINDS.order} {...form.register('kind')} />
              {t('refunds.form.forOrder')}
            </label>
            <label>
              <input type="radio" value={KINDS.fulfillment} {...form.register('kind')} />
              {t('refunds.form.forShipment')}
            </label>
          </Row>
        </Choice>
        {kind === 'order' ? (
          <OrderSelect userId={userId} prefill={prefill.order} error={fieldError('order')} form={form} />
        ) : (
          <ShipmentSelect userId={userId} prefill={prefill.fulfillment} error={fieldError('fulfillment')} form={form} />
        )}
        {target && <RefundCap kind={kind} cap={cap} />}
        {moneyCurrency ? (
          <MoneyInput
            label={t('refunds.form.amount')}
            currency={moneyCurrency}
            value={amount.field.value}
            onChange={amount.field.onChange}
            onBlur={amount.field.onBlur}
            name={amount.field.name}
            min={1}
            max={left ?? undefined}
            required
            disabled={nothingLeft}
            error={fieldError('amount')}
          />
        ) : (
          <Skeleton lines={1} height="2.75rem" />
        )}
        <TextAreaField
          label={t('refunds.form.reason')}
          hint={t('refunds.form.reasonHint', { max: REASON_MAX })}
          rows={4}
          required
          disabled={nothingLeft}
          error={fieldError('reason')}
          {...form.register('reason')}
        />
        <Row>
          <SubmitButton busy={busy} disabled={nothingLeft}>
            {t('refunds.form.submit')}
          </SubmitButton>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('refunds.form.cancel')}
          </Button>
        </Row>
      </Stack>
    </form>
  );
}

/** The radio values: what the request is for. */
const KINDS = { order: 'order', fulfillment: 'fulfillment' } as const;

type RefundFormApi = ReturnType<typeof useZodForm<typeof refundSchema>>;

interface SelectProps {
  userId: string;
  /** The id the page was opened with; fetched on its own when it is not among the latest. */
  prefill: string;
  error: string | undefined;
  form: RefundFormApi;
}

/** The customer's paid orders by code, newest first (the prefilled one included even if older). */
function OrderSelect({ userId, prefill, error, form }: SelectProps) {
  const { t } = useTranslation('account');
  const latest = useList<'orders', OrderChoice>('orders', paidOrdersParams(userId));
  const listed = latest.data?.items.some((o) => o.id === prefill) ?? false;
  const extra = useRecord<'orders', OrderChoice>('orders', prefill && latest.data && !listed ? prefill : null, {
    fields: 'id,code,shop',
  });
  const options = useMemo(() => {
    const rows = [...(extra.data ? [extra.data] : []), ...(latest.data?.items ?? [])];
    return rows.map((o) => ({ value: o.id, label: t('refunds.form.orderOption', { code: o.code, shop: o.shop }) }));
  }, [extra.data, latest.data, t]);
  if (latest.isPending || (extra.isFetching && !extra.data)) return <Skeleton lines={1} height="2.75rem" />;
  return (
    <SelectField
      label={t('refunds.form.order')}
      placeholder={options.length ? t('refunds.form.chooseOrder') : t('refunds.form.noOrders')}
      options={options}
      required
      error={error ?? (extra.isError ? t('refunds.form.errors.orderNotFound') : undefined)}
      {...form.register('order')}
    />
  );
}

/** The customer's paid shipments by code, newest first (the prefilled one included even if older). */
function ShipmentSelect({ userId, prefill, error, form }: SelectProps) {
  const { t } = useTranslation('account');
  const latest = useList<'fulfillments', FulfillmentChoice>('fulfillments', paidShipmentsParams(userId));
  const listed = latest.data?.items.some((f) => f.id === prefill) ?? false;
  const extra = useRecord<'fulfillments', FulfillmentChoice>(
    'fulfillments',
    prefill && latest.data && !listed ? prefill : null,
    { fields: 'id,code' },
  );
  const options = useMemo(() => {
    const rows = [...(extra.data ? [extra.data] : []), ...(latest.data?.items ?? [])];
    return rows.map((f) => ({ value: f.id, label: f.code }));
  }, [extra.data, latest.data]);
  if (latest.isPending || (extra.isFetching && !extra.data)) return <Skeleton lines={1} height="2.75rem" />;
  return (
    <SelectField
      label={t('refunds.form.shipment')}
      placeholder={options.length ? t('refunds.form.chooseShipment') : t('refunds.form.noShipments')}
      options={options}
      required
      error={error ?? (extra.isError ? t('refunds.form.errors.shipmentNotFound') : undefined)}
      {...form.register('fulfillment')}
    />
  );
}

/** The code of the server's error on `field`, if it refused that field. */
function serverFieldCode(error: unknown, field: string): string | undefined {
  if (!(error instanceof ClientResponseError)) return undefined;
  const data = error.response?.data as Record<string, { code?: string } | undefined> | undefined;
  return data?.[field]?.code;
}

/** PocketBase words its field errors in English; ours replaces the one on `field`. */
function replaceServerMessage(error: unknown, field: string, message: string) {
  if (!(error instanceof ClientResponseError)) return;
  const data = error.response?.data as Record<string, { message?: string } | undefined> | undefined;
  const detail = data?.[field];
  if (detail) detail.message = message;
}

const Choice = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${theme.space(2)};
  legend {
    padding: 0;
    margin-bottom: ${theme.space(2)};
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
    min-height: 44px;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;
