import { useTranslation } from '@fwd/shared-contracts';
import { CheckboxField, Muted, Stack, theme } from '@fwd/shared-ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { diffEntries } from '../diff';

/**
 * A field's value as the diff shows it: nothing as an em dash (named for screen readers),
 * objects and arrays as formatted JSON, text as written.
 */
export function DiffValue({ value }: { value: unknown }) {
  const { t } = useTranslation('shell');
  if (value === null || value === undefined) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('history.diff.noValue')}</span>
      </>
    );
  }
  if (typeof value === 'object') return <Json>{JSON.stringify(value, null, 2)}</Json>;
  if (value === '') return <EmptyText>{t('history.diff.emptyText')}</EmptyText>;
  return <Text>{String(value)}</Text>;
}

/** A table of field | before | after, changed fields first and marked; unchanged ones on request. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('shell');
  const [showUnchanged, setShowUnchanged] = useState(false);
  const entries = useMemo(() => diffEntries(before, after), [before, after]);
  const changedCount = entries.filter((entry) => entry.changed).length;
  const unchangedCount = entries.length - changedCount;
  const shown = showUnchanged ? entries : entries.filter((entry) => entry.changed);

  return (
    <Stack $gap={2}>
      {entries.length === 0 && <Muted>{t('history.diff.noFields')}</Muted>}
      {entries.length > 0 && changedCount === 0 && <Muted>{t('history.diff.noChanges')}</Muted>}
      {unchangedCount > 0 && (
        <CheckboxField
          label={t('history.diff.showUnchanged', { count: unchangedCount })}
          checked={showUnchanged}
          onChange={(event) => setShowUnchanged(event.target.checked)}
        />
      )}
      {shown.length > 0 && (
        <Table>
          <caption className="visually-hidden">{t('history.diff.caption')}</caption>
          <colgroup>
            <col className="field" />
            <col />
            <col />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t('history.diff.field')}</th>
              <th scope="col">{t('history.diff.before')}</th>
              <th scope="col">{t('history.diff.after')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((entry) => (
              <tr key={entry.field} data-changed={entry.changed || undefined}>
                <th scope="row">
                  <code>{entry.field}</code>
                  {entry.changed && <span className="visually-hidden"> {t('history.diff.changed')}</span>}
                </th>
                <td>
                  <DiffValue value={entry.before} />
                </td>
                <td>
                  <DiffValue value={entry.after} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Stack>
  );
}

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: 0.875rem;
  col.field {
    width: 30%;
  }
  th,
  td {
    padding: ${theme.space(2)};
    border-bottom: 1px solid ${theme.color.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  thead th {
    background: ${theme.color.bg};
  }
  tbody th code {
    font-family: ${theme.font.mono};
  }
  tr[data-changed] {
    background: ${theme.color.warningBg};
  }
  tr[data-changed] th {
    font-weight: 700;
    box-shadow: inset 3px 0 0 ${theme.color.warning};
  }
  tr:not([data-changed]) th {
    font-weight: 400;
  }
`;

const Json = styled.pre`
  margin: 0;
  max-height: 16rem;
  overflow: auto;
  font-family: ${theme.font.mono};
  font-size: 0.8125rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Text = styled.span`
  white-space: pre-wrap;
`;

const EmptyText = styled.span`
  color: ${theme.color.muted};
  font-style: italic;
`;
