import { useTranslation } from '@fwd/shared-contracts';
import { Button, TextField, theme } from '@fwd/shared-ui';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { OrderFilters } from '../order-filters';

const FIELDS = ['customer', 'shop', 'code', 'from', 'to'] as const;
type Draft = Record<(typeof FIELDS)[number], string>;

const draftOf = (filters: OrderFilters): Draft =>
  Object.fromEntries(FIELDS.map((name) => [name, filters[name] ?? ''])) as Draft;

/** The order list's text and date filters, applied together with Enter or the button. */
export function OrderFilterBar({ filters, onApply }: { filters: OrderFilters; onApply: (next: Draft) => void }) {
  const { t } = useTranslation('orders');
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  useEffect(() => setDraft(draftOf(filters)), [filters]);
  const on = Object.fromEntries(
    FIELDS.map((name) => [
      name,
      (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: event.target.value })),
    ]),
  ) as Record<keyof Draft, (event: { target: { value: string } }) => void>;
  function apply(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }
  return (
    <Bar onSubmit={apply} aria-label={t('orderDesk.filters.label')}>
      <TextField label={t('orderDesk.filters.customer')} value={draft.customer} onChange={on.customer} />
      <TextField label={t('orderDesk.filters.shop')} value={draft.shop} onChange={on.shop} />
      <TextField label={t('orderDesk.filters.code')} value={draft.code} onChange={on.code} />
      <TextField label={t('orderDesk.filters.from')} type="date" value={draft.from} onChange={on.from} />
      <TextField label={t('orderDesk.filters.to')} type="date" value={draft.to} onChange={on.to} />
      <Actions>
        <Button type="submit">{t('orderDesk.filters.apply')}</Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => onApply({ customer: '', shop: '', code: '', from: '', to: '' })}
        >
          {t('orderDesk.filters.clear')}
        </Button>
      </Actions>
    </Bar>
  );
}

const Bar = styled.form`
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  align-items: end;
  input {
    width: 100%;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;
