import { useTranslation } from '@fwd/shared-contracts';
import { Button, TextField, theme } from '@fwd/shared-ui';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';

export interface FilterField {
  name: string;
  label: string;
  type?: 'text' | 'date';
}

/** A list's text and date filters, applied together with Enter or the button (kept in the URL). */
export function FilterBar({
  label,
  fields,
  filters,
  onApply,
}: {
  label: string;
  fields: readonly FilterField[];
  filters: Record<string, string | undefined>;
  onApply: (next: Record<string, string>) => void;
}) {
  const { t } = useTranslation('warehouse');
  const draftOf = () => Object.fromEntries(fields.map((field) => [field.name, filters[field.name] ?? '']));
  const [draft, setDraft] = useState<Record<string, string>>(draftOf);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the draft follows the URL's filters
  useEffect(() => setDraft(draftOf()), [filters]);
  function apply(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }
  return (
    <Bar onSubmit={apply} aria-label={label}>
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          type={field.type ?? 'text'}
          value={draft[field.name] ?? ''}
          onChange={(event) => setDraft((d) => ({ ...d, [field.name]: event.target.value }))}
        />
      ))}
      <Actions>
        <Button type="submit">{t('filters.apply')}</Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => onApply(Object.fromEntries(fields.map((field) => [field.name, ''])))}
        >
          {t('filters.clear')}
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
