import { useTranslation } from '@fwd/shared-contracts';
import { CopyButton, Muted, Stack, theme } from '@fwd/shared-ui';
import styled from 'styled-components';

export interface AuditRawJsonProps {
  /** The record as the entry stored it (null: none, e.g. before a creation). */
  value: unknown;
  /** Which side of the change it is. */
  side: 'before' | 'after';
}

/** A side of an entry as it was stored: formatted JSON to read, scroll and copy. */
export function AuditRawJson({ value, side }: AuditRawJsonProps) {
  const { t } = useTranslation('shell');
  if (value === null || value === undefined) return <Muted>{t(`history.raw.${side}.none`)}</Muted>;
  const json = JSON.stringify(value, null, 2);
  return (
    <Stack $gap={2}>
      <div>
        <CopyButton value={json} label={t(`history.raw.${side}.copy`)} />
      </div>
      {/* Focusable so the keyboard can scroll it; named for screen readers. */}
      <Json tabIndex={0} aria-label={t(`history.raw.${side}.label`)}>
        {json}
      </Json>
    </Stack>
  );
}

const Json = styled.pre`
  margin: 0;
  max-height: 60vh;
  overflow: auto;
  padding: ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.bg};
  font-family: ${theme.font.mono};
  font-size: 0.8125rem;
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
