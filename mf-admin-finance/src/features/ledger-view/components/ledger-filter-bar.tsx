import { errorMessage, useTranslation, WALLET_TRANSACTION_KINDS } from '@fwd/shared-contracts';
import { Button, FormAlert, SelectField, TextField, theme } from '@fwd/shared-ui';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { customerByCode } from '../api/ledger';
import type { LedgerFilters } from '../ledger-filters';

type Draft = Required<Omit<LedgerFilters, 'user'>> & { customer: string };
const DRAFT_FIELDS = ['customer', 'kind', 'from', 'to', 'min', 'max', 'q'] as const;

const blank = (filters: LedgerFilters, code: string): Draft => ({
  customer: code,
  kind: filters.kind ?? '',
  from: filters.from ?? '',
  to: filters.to ?? '',
  min: filters.min ?? '',
  max: filters.max ?? '',
  q: filters.q ?? '',
});

/** The ledger's filters, applied together (Enter or the button); a customer is chosen by code. */
export function LedgerFilterBar({
  filters,
  customerCode,
  currency,
  onApply,
}: {
  filters: LedgerFilters;
  customerCode: string;
  currency: string;
  onApply: (filters: LedgerFilters) => void;
}) {
  const { t } = useTranslation('finance');
  const [draft, setDraft] = useState<Draft>(() => blank(filters, customerCode));
  const [problem, setProblem] = useState<string>();
  useEffect(() => setDraft(blank(filters, customerCode)), [filters, customerCode]);
  const on = Object.fromEntries(
    DRAFT_FIELDS.map((name) => [
      name,
      (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: event.target.value })),
    ]),
  ) as Record<keyof Draft, (event: { target: { value: string } }) => void>;

  async function apply(event: FormEvent) {
    event.preventDefault();
    setProblem(undefined);
    let user = '';
    if (draft.customer.trim()) {
      try {
        const found = await customerByCode(draft.customer);
        if (!found) {
          setProblem(t('ledgerView.filters.noCustomer', { code: draft.customer.trim() }));
          return;
        }
        user = found.id;
      } catch (error) {
        setProblem(errorMessage(error));
        return;
      }
    }
    onApply({ kind: draft.kind, from: draft.from, to: draft.to, min: draft.min, max: draft.max, q: draft.q, user });
  }

  return (
    <Bar onSubmit={(event) => void apply(event)} aria-label={t('ledgerView.filters.label')}>
      <FormAlert message={problem} />
      <Grid>
        <TextField label={t('ledgerView.filters.customer')} value={draft.customer} onChange={on.customer} />
        <SelectField
          label={t('ledgerView.filters.kind')}
          value={draft.kind}
          onChange={on.kind}
          options={[
            { value: '', label: t('ledgerView.filters.anyKind') },
            ...WALLET_TRANSACTION_KINDS.map((kind) => ({ value: kind, label: t(`ledgerView.kinds.${kind}`) })),
          ]}
        />
        <TextField label={t('ledgerView.filters.from')} type="date" value={draft.from} onChange={on.from} />
        <TextField label={t('ledgerView.filters.to')} type="date" value={draft.to} onChange={on.to} />
        <TextField
          label={t('ledgerView.filters.min', { currency })}
          inputMode="numeric"
          value={draft.min}
          onChange={on.min}
        />
        <TextField
          label={t('ledgerView.filters.max', { currency })}
          inputMode="numeric"
          value={draft.max}
          onChange={on.max}
        />
        <TextField label={t('ledgerView.filters.q')} type="search" value={draft.q} onChange={on.q} />
      </Grid>
      <Actions>
        <Button type="submit">{t('ledgerView.filters.apply')}</Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => onApply({ user: '', kind: '', from: '', to: '', min: '', max: '', q: '' })}
        >
          {t('ledgerView.filters.clear')}
        </Button>
      </Actions>
    </Bar>
  );
}

const Bar = styled.form`
  display: grid;
  gap: ${theme.space(3)};
`;

const Grid = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  input,
  select {
    width: 100%;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;
