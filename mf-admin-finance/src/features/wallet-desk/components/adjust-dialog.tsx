import { errorMessage, useApiMutation, useFormat, useTranslation } from '@fwd/shared-contracts';
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
import { useState, type FormEvent } from 'react';
import { walletDomain } from '@fwd/shared-contracts/domains/wallet';
import { adjustmentErrors, signedAmount, type AdjustmentDraft, type AdjustmentErrors } from '../adjustment';
import { adjust, type Customer } from '../api/wallet-desk';

const DIRECTIONS = ['credit', 'debit'] as const;

/**
 * A manual credit or debit of one customer's wallet with a mandatory reason, confirmed with the
 * balance it leaves (a preview from the balance on screen: the server books it, and refuses a
 * balance below zero with its own message).
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
  const [draft, setDraft] = useState<AdjustmentDraft>({ direction: 'credit', amount: null, reason: '' });
  const [errors, setErrors] = useState<AdjustmentErrors>({});
  const [confirming, setConfirming] = useState(false);
  const mutation = useApiMutation({
    mutationFn: () => adjust({ user: customer.id, amount: signedAmount(draft), reason: draft.reason.trim() }),
    invalidates: walletDomain.refreshes.adjust,
    form: true,
    onSuccess: (line) => {
      showToast(
        t('walletDesk.adjust.done', { code: customer.code, balance: format.money(line.balance_after, currency) }),
        {
          tone: 'success',
        },
      );
      onClose();
    },
  });

  function review(event: FormEvent) {
    event.preventDefault();
    const found = adjustmentErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  }

  const after = customer.balance + signedAmount(draft);
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
        <form noValidate onSubmit={review}>
          <Stack $gap={3}>
            <FormAlert message={mutation.error ? errorMessage(mutation.error) : undefined} />
            <SelectField
              label={t('walletDesk.adjust.direction')}
              value={draft.direction}
              onChange={(event) =>
                setDraft({ ...draft, direction: event.target.value === 'debit' ? 'debit' : 'credit' })
              }
              options={DIRECTIONS.map((direction) => ({
                value: direction,
                label: t(`walletDesk.adjust.${direction}`),
              }))}
            />
            <MoneyInput
              label={t('walletDesk.adjust.amount')}
              currency={currency}
              value={draft.amount}
              min={1}
              onChange={(amount) => setDraft({ ...draft, amount })}
              error={errors.amount && t(errors.amount)}
            />
            <TextAreaField
              label={t('walletDesk.adjust.reason')}
              hint={t('walletDesk.adjust.reasonHint')}
              value={draft.reason}
              maxLength={500}
              onChange={(event) => setDraft({ ...draft, reason: event.target.value })}
              error={errors.reason && t(errors.reason)}
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
        description={t(
          draft.direction === 'debit' ? 'walletDesk.adjust.confirmDebit' : 'walletDesk.adjust.confirmCredit',
          {
            amount: format.money(draft.amount ?? 0, currency),
            name: customer.name,
            after: format.money(after, currency),
          },
        )}
        confirmLabel={t('walletDesk.adjust.confirm')}
        cancelLabel={t('walletDesk.adjust.back')}
        onConfirm={() => mutation.mutateAsync(undefined)}
      />
    </>
  );
}
