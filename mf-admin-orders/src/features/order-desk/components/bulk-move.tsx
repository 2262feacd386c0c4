import {
  errorMessage,
  invalidateCollections,
  useServerSubmit,
  useTranslation,
  useZodForm,
} from '@fwd/shared-contracts';
import { bulkMoveSchema } from '@fwd/shared-contracts/domains/order-forms';
import { ordersDomain, type OrderStaffTarget } from '@fwd/shared-contracts/domains/orders';
import { Alert, Button, Dialog, FormAlert, Row, Stack, SubmitButton, TextAreaField } from '@fwd/shared-ui';
import { useState } from 'react';
import { moveOrder, type OrderRow } from '../api/orders';
import { runBulk, type BulkResult } from '../bulk';

/**
 * Moves the selected orders (all of one status) to `to`, one request each, with progress and a
 * result per order: one that changed meanwhile is refused with the server's message, the others go
 * through. A cancellation asks for the reason the customers read.
 */
export function BulkMove({ orders, to, onDone }: { orders: OrderRow[]; to: OrderStaffTarget; onDone: () => void }) {
  // Rendered by the page, not the table's selection bar: the live list may drop the orders while
  // the dialog is open.
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(true);
  const [done, setDone] = useState(0);
  const [results, setResults] = useState<BulkResult[] | null>(null);
  // The orders as selected when the dialog opened: one that changed meanwhile is the server's to refuse.
  const [targets] = useState<OrderRow[]>(orders);
  const [schema] = useState(() => bulkMoveSchema(to));
  const form = useZodForm(schema, { defaultValues: { reason: '' } });
  const {
    onSubmit,
    busy: running,
    formError,
  } = useServerSubmit(
    form,
    ({ reason }) =>
      runBulk(targets, (id) => moveOrder(id, to === 'cancelled' ? { to, reason } : { to }), errorMessage, setDone),
    async (outcome) => {
      setResults(outcome);
      await invalidateCollections(...ordersDomain.refreshes);
    },
  );
  const error = form.formState.errors.reason?.message;

  function close(next: boolean) {
    if (running || next) return;
    setOpen(false);
    onDone();
  }

  const failed = results?.filter((r) => !r.ok) ?? [];
  return (
    <>
      <Dialog open={open} onOpenChange={close} title={t(`orderDesk.bulk.to.${to}`, { count: targets.length })}>
        {!results && (
          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <Stack $gap={3}>
              <FormAlert message={formError} />
              <p>{t('orderDesk.bulk.which', { codes: targets.map((o) => o.code).join(', ') })}</p>
              {to === 'cancelled' && (
                <TextAreaField
                  label={t('orderDesk.cancel.reason')}
                  maxLength={500}
                  error={error ? t(error) : undefined}
                  {...form.register('reason')}
                />
              )}
              {running && <p aria-live="polite">{t('orderDesk.bulk.progress', { done, count: targets.length })}</p>}
              <SubmitButton busy={running}>{t('orderDesk.bulk.run')}</SubmitButton>
            </Stack>
          </form>
        )}
        {results && (
          <Stack $gap={3}>
            <Alert tone={failed.length === 0 ? 'success' : 'warning'}>
              {t('orderDesk.bulk.summary', { ok: results.length - failed.length, count: results.length })}
            </Alert>
            <ul aria-label={t('orderDesk.bulk.results')}>
              {results.map((result) => (
                <li key={result.id}>
                  {result.code}: {result.ok ? t('orderDesk.bulk.ok') : <FormAlert message={result.message} />}
                </li>
              ))}
            </ul>
            <Row $gap={2}>
              <Button type="button" onClick={() => close(false)}>
                {t('orderDesk.bulk.close')}
              </Button>
            </Row>
          </Stack>
        )}
      </Dialog>
    </>
  );
}
