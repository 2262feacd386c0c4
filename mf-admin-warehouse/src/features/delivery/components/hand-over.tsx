import { errorMessage, useTranslation } from '@fwd/shared-contracts';
import { Alert, Button, Dialog, FormAlert, Stack, TextField, theme } from '@fwd/shared-ui';
import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { moveShipment, type ShipmentRow } from '@fwd/shared-contracts/domains/shipments';

type Outcome = { code: string; ok: boolean; message?: string };

/**
 * Hands packed shipments to a carrier: one carrier for the batch, a tracking number for each (Enter
 * moves to the next); each becomes `shipped` on its own, with a result per shipment.
 */
export function HandOver({ shipments, onDone }: { shipments: ShipmentRow[]; onDone: () => void }) {
  const { t } = useTranslation('warehouse');
  const [carrier, setCarrier] = useState('');
  const [numbers, setNumbers] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [running, setRunning] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const fields = useRef(new Map<string, HTMLInputElement>());

  async function send() {
    const found: Record<string, string> = {};
    if (!carrier.trim()) found.carrier = t('delivery.handOver.carrierRequired');
    for (const shipment of shipments) {
      if (!numbers[shipment.id]?.trim()) found[shipment.id] = t('delivery.handOver.numberRequired');
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setRunning(true);
    const results: Outcome[] = [];
    for (const shipment of shipments) {
      try {
        await moveShipment(shipment.id, {
          to: 'shipped',
          carrier: carrier.trim(),
          trackingNo: (numbers[shipment.id] ?? '').trim(),
        });
        results.push({ code: shipment.code, ok: true });
      } catch (error) {
        results.push({ code: shipment.code, ok: false, message: errorMessage(error) });
      }
    }
    setRunning(false);
    setOutcomes(results);
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const next = shipments[index + 1];
    if (next) fields.current.get(next.id)?.focus();
    else void send();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !running && onDone()}
      title={t('delivery.handOver.title', { count: shipments.length })}
      footer={
        outcomes ? (
          <Button type="button" onClick={onDone}>
            {t('delivery.handOver.close')}
          </Button>
        ) : (
          <>
            <Button type="button" $variant="secondary" disabled={running} onClick={onDone}>
              {t('delivery.handOver.cancel')}
            </Button>
            <Button type="button" disabled={running} onClick={() => void send()}>
              {running ? t('delivery.handOver.sending') : t('delivery.handOver.send', { count: shipments.length })}
            </Button>
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
        <Stack $gap={3}>
          <FormAlert message={Object.keys(problems).length > 0 ? t('delivery.handOver.fix') : undefined} />
          <TextField
            label={t('delivery.handOver.carrier')}
            value={carrier}
            autoComplete="off"
            autoFocus
            error={problems.carrier}
            onChange={(event) => setCarrier(event.target.value)}
          />
          <Numbers>
            {shipments.map((shipment, index) => (
              <TextField
                key={shipment.id}
                ref={(element: HTMLInputElement | null) => {
                  if (element) fields.current.set(shipment.id, element);
                  else fields.current.delete(shipment.id);
                }}
                label={t('delivery.handOver.number', { code: shipment.code })}
                value={numbers[shipment.id] ?? ''}
                autoComplete="off"
                error={problems[shipment.id]}
                onChange={(event) => setNumbers((now) => ({ ...now, [shipment.id]: event.target.value }))}
                onKeyDown={(event) => onKey(event, index)}
              />
            ))}
          </Numbers>
        </Stack>
      )}
    </Dialog>
  );
}

const Numbers = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  max-height: 50vh;
  overflow: auto;
`;

/** Marks shipped shipments delivered one by one, with a result per shipment. */
export async function markDelivered(shipments: ShipmentRow[]): Promise<Outcome[]> {
  const results: Outcome[] = [];
  for (const shipment of shipments) {
    try {
      await moveShipment(shipment.id, { to: 'delivered' });
      results.push({ code: shipment.code, ok: true });
    } catch (error) {
      results.push({ code: shipment.code, ok: false, message: errorMessage(error) });
    }
  }
  return results;
}
