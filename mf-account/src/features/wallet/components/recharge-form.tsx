import {
  invalidateCollections,
  useController,
  useFormat,
  useServerSubmit,
  useTranslation,
  useZodForm,
  type RechargeRecord,
} from '@fwd/shared-contracts';
import { Alert, Card, FormAlert, MoneyInput, Muted, Stack, SubmitButton } from '@fwd/shared-ui';
import { useMemo } from 'react';
import { createRecharge, walletDomain } from '@fwd/shared-contracts/domains/wallet';
import { MAX_RECHARGE, rechargeAmountSchema } from '../recharge-rules';

export interface RechargeFormProps {
  userId: string;
  /** The smallest top-up (the shop's setting, else 10,000). */
  min: number;
  currency: string;
  /** From `?amount=`; null for an empty field. */
  initialAmount: number | null;
  onCreated: (recharge: RechargeRecord) => void;
}

/** A new top-up: how much; the server answers with the transfer reference. */
export function RechargeForm({ userId, min, currency, initialAmount, onCreated }: RechargeFormProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const schema = useMemo(() => rechargeAmountSchema(min), [min]);
  // A shortfall smaller than the smallest top-up is topped up with the smallest one (and said so).
  const raised = initialAmount !== null && initialAmount < min;
  const form = useZodForm(schema, { defaultValues: { amount: raised ? min : initialAmount } });
  const amount = useController({ control: form.control, name: 'amount' });
  const bounds = { min: format.money(min, currency), max: format.money(MAX_RECHARGE, currency) };
  const message = form.formState.errors.amount?.message;

  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    (values) => createRecharge(userId, values.amount),
    async (recharge) => {
      await invalidateCollections(...walletDomain.refreshes.recharge);
      onCreated(recharge);
    },
  );

  return (
    <Card aria-labelledby="recharge-new-title">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="recharge-new-title">
        <Stack $gap={4} style={{ maxWidth: 480 }}>
          <h2 id="recharge-new-title" style={{ margin: 0, fontSize: '1.2rem' }}>
            {t('recharge.form.title')}
          </h2>
          <Muted>{t('recharge.form.intro')}</Muted>
          <FormAlert message={formError} />
          {raised && (
            <Alert tone="info">
              {t('recharge.form.raised', {
                asked: format.money(initialAmount, currency),
                min: format.money(min, currency),
              })}
            </Alert>
          )}
          <MoneyInput
            label={t('recharge.form.amount')}
            currency={currency}
            value={amount.field.value}
            onChange={amount.field.onChange}
            onBlur={amount.field.onBlur}
            min={min}
            max={MAX_RECHARGE}
            hint={t('recharge.form.hint', bounds)}
            error={message ? t(message, bounds) : undefined}
            name="amount"
            disabled={busy}
          />
          <div>
            <SubmitButton busy={busy}>{t('recharge.form.submit')}</SubmitButton>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
