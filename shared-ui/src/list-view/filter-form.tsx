import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../primitives/button';
import { TextField } from '../primitives/text-field';
import { theme } from '../theme/theme';

export interface FilterFormProps {
  /** Accessible name of the form. */
  label: string;
  /** The text filters, by URL filter name, each with its field label, in order (`type: 'date'` for a day). */
  fields: readonly { name: string; label: string; type?: 'text' | 'date' }[];
  /** The list's filters in the URL (`useListTable(...).view.filters`). */
  values: Readonly<Record<string, string | undefined>>;
  /** Applies what was typed, trimmed, all at once. */
  onApply: (values: Record<string, string>) => void;
  applyLabel: string;
  /** With it, a second button empties every field and applies at once. */
  clearLabel?: string;
  /** Controls before the text fields that apply at once (a checkbox). */
  children?: ReactNode;
}

/**
 * Text filters of a list typed freely and applied together with one button (or Enter), so the URL
 * and the query change once per search, not per keystroke. The fields follow the URL when it
 * changes (back, a link, "clear filters").
 */
export function FilterForm({ label, fields, values, onApply, applyLabel, clearLabel, children }: FilterFormProps) {
  const urlValues = fields.map(({ name }) => values[name] ?? '');
  const urlKey = JSON.stringify(urlValues);
  const [draft, setDraft] = useState(urlValues);
  useEffect(() => setDraft(JSON.parse(urlKey) as string[]), [urlKey]);

  return (
    <Bar
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(Object.fromEntries(fields.map(({ name }, index) => [name, (draft[index] ?? '').trim()])));
      }}
    >
      {children}
      {fields.map(({ name, label: fieldLabel, type }, index) => (
        <TextField
          key={name}
          label={fieldLabel}
          type={type ?? 'text'}
          value={draft[index] ?? ''}
          onChange={(event) => {
            const next = [...draft];
            next[index] = event.target.value;
            setDraft(next);
          }}
        />
      ))}
      <Button type="submit">{applyLabel}</Button>
      {clearLabel && (
        <Button
          type="button"
          $variant="secondary"
          onClick={() => onApply(Object.fromEntries(fields.map(({ name }) => [name, ''])))}
        >
          {clearLabel}
        </Button>
      )}
    </Bar>
  );
}

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  align-items: flex-end;
`;
