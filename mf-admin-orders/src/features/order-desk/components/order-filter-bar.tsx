import { useTranslation } from '@fwd/shared-contracts';
import { FilterForm } from '@fwd/shared-ui';
import type { OrderFilters } from '../order-filters';

const FIELDS = [
  { name: 'customer' },
  { name: 'shop' },
  { name: 'code' },
  { name: 'from', type: 'date' },
  { name: 'to', type: 'date' },
] as const;

/** The order list's text and date filters, applied together with Enter or the button. */
export function OrderFilterBar({
  filters,
  onApply,
}: {
  filters: OrderFilters;
  onApply: (next: Record<string, string>) => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <FilterForm
      label={t('orderDesk.filters.label')}
      fields={FIELDS.map((field) => ({ ...field, label: t(`orderDesk.filters.${field.name}`) }))}
      values={filters}
      onApply={onApply}
      applyLabel={t('orderDesk.filters.apply')}
      clearLabel={t('orderDesk.filters.clear')}
    />
  );
}
