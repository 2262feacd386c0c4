import { useTranslation, type FulfillmentStatus, type StatusStep } from '@fwd/shared-contracts';
import { Muted, statusLabelKey, Timeline, type TimelineTone } from '@fwd/shared-ui';

const TONES: Partial<Record<FulfillmentStatus, TimelineTone>> = { delivered: 'success', cancelled: 'danger' };

const toneOf = (status: FulfillmentStatus): TimelineTone => TONES[status] ?? 'default';

/** Every status the shipment has had, oldest first, with when and who moved it there. */
export function ShipmentTimeline({ history }: { history: StatusStep<FulfillmentStatus>[] | null }) {
  const { t } = useTranslation('account');
  if (!history || history.length === 0) return <Muted>{t('fulfillments.timeline.none')}</Muted>;
  return (
    <Timeline
      items={history.map((step, index) => ({
        id: `${index}-${step.status}`,
        at: step.at,
        title: t(statusLabelKey('fulfillment', step.status)),
        body: t(`fulfillments.timeline.by.${step.by}`),
        tone: toneOf(step.status),
      }))}
    />
  );
}
