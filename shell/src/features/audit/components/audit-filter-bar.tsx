import { useTranslation } from '@fwd/shared-contracts';
import { Button, SelectField, TextField, theme, type SelectOption } from '@fwd/shared-ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useStaffOptions } from '../api/list-staff';
import { AUDIT_COLLECTIONS, AUDIT_FILTERS, type AuditFilters } from '../audit-filters';
import { staffLabel } from '../staff-label';

export interface AuditFilterBarProps {
  filters: AuditFilters;
  /** Sets some filters ('' removes one); the page goes back to 1. */
  onChange: (filters: Record<string, string>) => void;
}

const TEXT_FILTERS = ['action', 'record'] as const;
type TextFilter = (typeof TEXT_FILTERS)[number];
type TextValues = Record<TextFilter, string>;

/** Adds the value in the URL to a select's options when the list does not have it. */
function withCurrent(options: SelectOption[], current: string | undefined): SelectOption[] {
  return current && !options.some((o) => o.value === current)
    ? [...options, { value: current, label: current }]
    : options;
}

/**
 * The history's filters. Selects and days apply at once; the text filters apply on Enter, on
 * "Apply filters" or when the field is left, so typing does not add a history entry per letter.
 */
export function AuditFilterBar({ filters, onChange }: AuditFilterBarProps) {
  const { t } = useTranslation('shell');
  const staff = useStaffOptions();
  const staffOptions = withCurrent(
    (staff.data?.items ?? []).map((member) => ({ value: member.id, label: staffLabel(member) || member.id })),
    filters.staff,
  );
  const collectionOptions = withCurrent(
    AUDIT_COLLECTIONS.map((name) => ({ value: name, label: name })),
    filters.collection,
  );
  const hasFilters = AUDIT_FILTERS.some((name) => filters[name]);

  // The text fields keep what is typed until it is applied; a new URL (Back, Clear) replaces it.
  const applied: TextValues = { action: filters.action ?? '', record: filters.record ?? '' };
  const [draft, setDraft] = useState(applied);
  const [shown, setShown] = useState(applied);
  if (shown.action !== applied.action || shown.record !== applied.record) {
    setShown(applied);
    setDraft(applied);
  }

  const changedText = (): Record<string, string> =>
    Object.fromEntries(
      TEXT_FILTERS.map((name) => [name, draft[name].trim()] as const).filter(
        ([name, value]) => value !== applied[name],
      ),
    );
  const applyText = () => {
    const changes = changedText();
    if (Object.keys(changes).length > 0) onChange(changes);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyText();
  };
  const textProps = (name: TextFilter) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: event.target.value })),
    onBlur: applyText,
    autoComplete: 'off',
    spellCheck: false,
  });

  const actionField = textProps('action');
  const recordField = textProps('record');

  const clear = () => onChange(Object.fromEntries(AUDIT_FILTERS.map((name) => [name, ''])));

  return (
    <Form role="search" aria-label={t('history.filters.label')} onSubmit={submit}>
      <SelectField
        name="staff"
        label={t('history.filters.staff')}
        placeholder={t('history.filters.allStaff')}
        options={staffOptions}
        value={filters.staff ?? ''}
        onChange={(event) => onChange({ staff: event.target.value })}
        hint={staff.isError ? t('history.filters.staffUnavailable') : undefined}
      />
      <TextField label={t('history.filters.action')} hint={t('history.filters.actionHint')} {...actionField} />
      <SelectField
        name="collection"
        label={t('history.filters.collection')}
        placeholder={t('history.filters.allCollections')}
        options={collectionOptions}
        value={filters.collection ?? ''}
        onChange={(event) => onChange({ collection: event.target.value })}
      />
      <TextField label={t('history.filters.record')} {...recordField} />
      <TextField
        type="date"
        name="from"
        label={t('history.filters.from')}
        value={filters.from ?? ''}
        max={filters.to}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <TextField
        type="date"
        name="to"
        label={t('history.filters.to')}
        value={filters.to ?? ''}
        min={filters.from}
        onChange={(event) => onChange({ to: event.target.value })}
      />
      <Buttons>
        <Button type="submit">{t('history.filters.apply')}</Button>
        {hasFilters && (
          <Button type="button" $variant="secondary" onClick={clear}>
            {t('history.filters.clear')}
          </Button>
        )}
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  align-items: start;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  align-self: end;
  grid-column: 1 / -1;
`;
