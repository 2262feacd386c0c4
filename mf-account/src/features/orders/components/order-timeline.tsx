import { useTranslation, type OrderStatus, type StatusStep } from '@fwd/shared-contracts';
import { Muted, statusLabelKey, Timeline, type TimelineTone } from '@fwd/shared-ui';

const TONES: Partial<Record<OrderStatus, TimelineTone>> = {
  completed: 'success',
  cancelled: 'danger',
  awaiting_supplement: 'warning',
};

const toneOf = (status: OrderStatus): TimelineTone => TONES[status] ?? 'default';

/** Every status the order has had, oldest first, with when and who moved it there. */
export function OrderTimeline({ history }: { history: StatusStep<OrderStatus>[] | null }) {
  const { t } = useTranslation('account');
  if (!history || history.length === 0) return <Muted>{t('orders.timeline.none')}</Muted>;
  return (
    <Timeline
      items={history.map((step, index) => ({
        id: `${index}-${step.status}`,
        at: step.at,
        title: t(statusLabelKey('order', step.status)),
        body: t(`orders.timeline.by.${step.by}`),
        tone: toneOf(step.status),
      }))}
    />
  );
}
