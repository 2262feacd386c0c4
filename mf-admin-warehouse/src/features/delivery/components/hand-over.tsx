import { errorMessage, useServerSubmit, useTranslation, useZodForm } from '@fwd/shared-contracts';
import { Alert, Button, Dialog, FormAlert, Stack, SubmitButton, TextField, theme } from '@fwd/shared-ui';
import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { moveShipment, type ShipmentRow } from '@fwd/shared-contracts/domains/shipments';
import { handOverSchema, type HandOverValues } from '../hand-over-schema';

export type Outcome = { code: string; ok: boolean; message?: string };

/**
 * Hands packed shipments to a carrier: one carrier for the batch, a tracking number for each (Enter
 * moves to the next); each becomes `shipped` on its own, with a result per shipment.
 */
export function HandOver({ shipments, onDone }: { shipments: ShipmentRow[]; onDone: () => void }) {
  const { t } = useTranslation('warehouse');
  const id = useId();
  const form = useZodForm(handOverSchema, {
    defaultValues: { carrier: '', numbers: shipments.map((shipment) => ({ id: shipment.id, trackingNo: '' })) },
  });
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const { onSubmit, busy, formError } = useServerSubmit(form, (values) => handOver(shipments, values), setOutcomes);
  const errors = form.formState.errors;
  const fieldError = (message: string | undefined) => (message ? t(message) : undefined);

  function onKey(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (index + 1 < shipments.length) form.setFocus(`numbers.${index + 1}.trackingNo`);
    else void onSubmit();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onDone()}
      title={t('delivery.handOver.title', { count: shipments.length })}
      footer={
        outcomes ? (
          <Button type="button" onClick={onDone}>
            {t('delivery.handOver.close')}
          </Button>
        ) : (
          <>
            <Button type="button" $variant="secondary" disabled={busy} onClick={onDone}>
              {t('delivery.handOver.cancel')}
            </Button>
            <SubmitButton form={id} busy={busy}>
              {busy ? t('delivery.handOver.sending') : t('delivery.handOver.send', { count: shipments.length })}
            </SubmitButton>
          </>
        )
      }
    >
      {outcomes ? (
        <Stack $gap={2}>
          <Alert tone={outcomes.every((o) => o.ok) ? 'success' : 'warning'}>
            {t('delivery.handOver.summary', { ok: outcomes.filter((o) => o.ok).length, count: outcomes.length })}
          </Alert>
          <ul aria-label={t('delivery.handOver.results')}>
            {outcomes.map((outcome) => (
              <li key={outcome.code}>
                {outcome.code}: {outcome.ok ? t('delivery.handOver.ok') : outcome.message}
              </li>
            ))}
          </ul>
        </Stack>
      ) : (
        <form id={id} noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack $gap={3}>
            <FormAlert message={Object.keys(errors).length > 0 ? t('delivery.handOver.fix') : formError} />
            <TextField
              label={t('delivery.handOver.carrier')}
              autoComplete="off"
              autoFocus
              error={fieldError(errors.carrier?.message)}
              {...form.register('carrier')}
              onKeyDown={(event) => onKey(event, -1)}
            />
            <Numbers>
              {shipments.map((shipment, index) => (
                <TextField
                  key={shipment.id}
                  label={t('delivery.handOver.number', { code: shipment.code })}
                  autoComplete="off"
                  error={fieldError(errors.numbers?.[index]?.trackingNo?.message)}
                  {...form.register(`numbers.${index}.trackingNo`)}
                  onKeyDown={(event) => onKey(event, index)}
                />
              ))}
            </Numbers>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}

/** Moves each shipment to `shipped` with the batch's carrier and its own number; one result each. */
function handOver(shipments: ShipmentRow[], values: HandOverValues): Promise<Outcome[]> {
  return eachShipment(shipments, (shipment, index) =>
    moveShipment(shipment.id, {
      to: 'shipped',
      carrier: values.carrier,
      trackingNo: values.numbers[index]?.trackingNo ?? '',
    }),
  );
}

const Numbers = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  max-height: 50vh;
  overflow: auto;
`;

/** Marks shipped shipments delivered one by one, with a result per shipment. */
export function markDelivered(shipments: ShipmentRow[]): Promise<Outcome[]> {
  return eachShipment(shipments, (shipment) => moveShipment(shipment.id, { to: 'delivered' }));
}

async function eachShipment(
  shipments: ShipmentRow[],
  move: (shipment: ShipmentRow, index: number) => Promise<unknown>,
): Promise<Outcome[]> {
  const results: Outcome[] = [];
  for (const [index, shipment] of shipments.entries()) {
    try {
      await move(shipment, index);
      results.push({ code: shipment.code, ok: true });
    } catch (error) {
      results.push({ code: shipment.code, ok: false, message: errorMessage(error) });
    }
  }
  return results;
}
