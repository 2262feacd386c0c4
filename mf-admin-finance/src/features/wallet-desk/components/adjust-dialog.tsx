import {
  useController,
  useFormat,
  useServerSubmit,
  useTranslation,
  useWatch,
  useZodForm,
  invalidateCollections,
} from '@fwd/shared-contracts';
import {
  Button,
  ConfirmDialog,
  Dialog,
  FormAlert,
  MoneyInput,
  Row,
  SelectField,
  showToast,
  Stack,
  TextAreaField,
} from '@fwd/shared-ui';
import { useState } from 'react';
import { walletDomain } from '@fwd/shared-contracts/domains/wallet';
import { adjustmentSchema, REASON_MAX, signedAmount } from '../adjustment';
import { adjust, type Customer } from '../api/wallet-desk';

const DIRECTIONS = ['credit', 'debit'] as const;

/**
 * A manual credit or debit of one customer's wallet with a mandatory reason, confirmed with the
 * balance it leaves (a preview from the balance on screen: the server books it, and refuses a
 * balance below zero with its own message, shown back in the form).
 */
export function AdjustDialog({
  customer,
  currency,
  onClose,
}: {
  customer: Customer;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const form = useZodForm(adjustmentSchema, { defaultValues: { direction: 'credit', amount: null, reason: '' } });
  const amount = useController({ control: form.control, name: 'amount' });
  const draft = useWatch({ control: form.control });
  const { errors } = form.formState;
  const { onSubmit, formError } = useServerSubmit(
    form,
    (values) => adjust({ user: customer.id, amount: signedAmount(values), reason: values.reason }),
    async (line) => {
      await invalidateCollections(...walletDomain.refreshes.adjust);
      showToast(
        t('walletDesk.adjust.done', { code: customer.code, balance: format.money(line.balance_after, currency) }),
        { tone: 'success' },
      );
      onClose();
    },
  );
  const direction = draft.direction ?? 'credit';
  const after = customer.balance + signedAmount({ direction, amount: draft.amount ?? null });
  const message = (text: string | undefined) => (text ? t(text) : undefined);

  return (
    <>
      <Dialog
        open={!confirming}
        onOpenChange={(open) => !open && onClose()}
        title={t('walletDesk.adjust.title', { code: customer.code })}
        description={t('walletDesk.adjust.current', {
          name: customer.name,
          balance: format.money(customer.balance, currency),
        })}
      >
        <form noValidate onSubmit={(event) => void form.handleSubmit(() => setConfirming(true))(event)}>
          <Stack $gap={3}>
            <FormAlert message={formError} />
            <SelectField
              label={t('walletDesk.adjust.direction')}
              options={DIRECTIONS.map((value) => ({ value, label: t(`walletDesk.adjust.${value}`) }))}
              {...form.register('direction')}
            />
            <MoneyInput
              label={t('walletDesk.adjust.amount')}
              currency={currency}
              name="amount"
              value={amount.field.value}
              onChange={amount.field.onChange}
              onBlur={amount.field.onBlur}
              min={1}
              error={message(errors.amount?.message)}
            />
            <TextAreaField
              label={t('walletDesk.adjust.reason')}
              hint={t('walletDesk.adjust.reasonHint')}
              maxLength={REASON_MAX}
              error={message(errors.reason?.message)}
              {...form.register('reason')}
            />
            <Row $gap={2}>
              <Button type="submit">{t('walletDesk.adjust.review')}</Button>
              <Button type="button" $variant="secondary" onClick={onClose}>
                {t('walletDesk.keep')}
              </Button>
            </Row>
          </Stack>
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open) setConfirming(false);
        }}
        tone="money"
        title={t('walletDesk.adjust.confirmTitle', { code: customer.code })}
        description={t(direction === 'debit' ? 'walletDesk.adjust.confirmDebit' : 'walletDesk.adjust.confirmCredit', {
          amount: format.money(draft.amount ?? 0, currency),
          name: customer.name,
          after: format.money(after, currency),
        })}
        confirmLabel={t('walletDesk.adjust.confirm')}
        cancelLabel={t('walletDesk.adjust.back')}
        onConfirm={() => onSubmit()}
      />
    </>
  );
}
