import { errorMessage, useTranslation, WALLET_TRANSACTION_KINDS } from '@fwd/shared-contracts';
import { FilterForm, FormAlert, SelectField, Stack } from '@fwd/shared-ui';
import { useState } from 'react';
import { customerByCode } from '../api/ledger';
import type { LedgerFilters } from '../ledger-filters';

/** The typed filters, in order; `customer` is a code the bar turns into the `user` filter. */
const FIELDS = [
  { name: 'customer' },
  { name: 'from', type: 'date' },
  { name: 'to', type: 'date' },
  { name: 'min' },
  { name: 'max' },
  { name: 'q' },
] as const;

/**
 * The ledger's filters: the kind applies at once, the typed ones together (Enter or the button); a
 * customer is chosen by code.
 */
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
  const [problem, setProblem] = useState<string>();

  async function apply({ customer = '', ...typed }: Record<string, string>) {
    setProblem(undefined);
    let user = '';
    if (customer) {
      try {
        const found = await customerByCode(customer);
        if (!found) return setProblem(t('ledgerView.filters.noCustomer', { code: customer }));
        user = found.id;
      } catch (error) {
        return setProblem(errorMessage(error));
      }
    }
    onApply({ ...typed, user });
  }

  return (
    <Stack $gap={3}>
      <FormAlert message={problem} />
      <FilterForm
        label={t('ledgerView.filters.label')}
        fields={FIELDS.map((field) => ({ ...field, label: t(`ledgerView.filters.${field.name}`, { currency }) }))}
        values={{ ...filters, customer: customerCode }}
        onApply={(values) => void apply(values)}
        applyLabel={t('ledgerView.filters.apply')}
        clearLabel={t('ledgerView.filters.clear')}
      >
        <SelectField
          label={t('ledgerView.filters.kind')}
          value={filters.kind ?? ''}
          onChange={(event) => onApply({ kind: event.target.value })}
          options={[
            { value: '', label: t('ledgerView.filters.anyKind') },
            ...WALLET_TRANSACTION_KINDS.map((kind) => ({ value: kind, label: t(`ledgerView.kinds.${kind}`) })),
          ]}
        />
      </FilterForm>
    </Stack>
  );
}
