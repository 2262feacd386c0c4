import { isDay, useTranslation, WALLET_TRANSACTION_KINDS } from '@fwd/shared-contracts';
import { Button, SelectField, TextField, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import { isLedgerKind, LEDGER_FILTERS, type LedgerFilters } from '../ledger-filters';

export interface LedgerFilterBarProps {
  filters: LedgerFilters;
  /** Sets some filters ('' removes one); the page goes back to 1. */
  onChange: (filters: Record<string, string>) => void;
}

/** Kind and days of the wallet history; each applies at once and lives in the URL. */
export function LedgerFilterBar({ filters, onChange }: LedgerFilterBarProps) {
  const { t } = useTranslation('account');
  const kinds = WALLET_TRANSACTION_KINDS.map((kind) => ({ value: kind, label: t(`transaction.kinds.${kind}`) }));
  const from = isDay(filters.from) ? filters.from : '';
  const to = isDay(filters.to) ? filters.to : '';
  const hasFilters = LEDGER_FILTERS.some((name) => filters[name]);

  return (
    <Form role="search" aria-label={t('transaction.filters.label')} onSubmit={(event) => event.preventDefault()}>
      <SelectField
        name="kind"
        label={t('transaction.filters.kind')}
        placeholder={t('transaction.filters.allKinds')}
        options={kinds}
        value={isLedgerKind(filters.kind) ? filters.kind : ''}
        onChange={(event) => onChange({ kind: event.target.value })}
      />
      <TextField
        type="date"
        name="from"
        label={t('transaction.filters.from')}
        value={from}
        max={to || undefined}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <TextField
        type="date"
        name="to"
        label={t('transaction.filters.to')}
        value={to}
        min={from || undefined}
        onChange={(event) => onChange({ to: event.target.value })}
      />
      {hasFilters && (
        <Clear>
          <Button type="button" $variant="secondary" onClick={() => onChange({ kind: '', from: '', to: '' })}>
            {t('transaction.filters.clear')}
          </Button>
        </Clear>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  align-items: end;
  gap: ${theme.space(3)};
`;

const Clear = styled.div`
  display: flex;
  align-items: end;
`;
