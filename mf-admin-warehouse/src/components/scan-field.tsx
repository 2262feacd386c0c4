import { useTranslation } from '@fwd/shared-contracts';
import { theme } from '@fwd/shared-ui';
import { forwardRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { normalizeScan } from '../scan-code';

export interface ScanFieldProps {
  label: string;
  /** A normalised code, when Enter is pressed (a scanner types the code and Enter). */
  onScan: (code: string) => void;
  /** Shown under the field for a code that is not a tracking code. */
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** The big field a scanner types into; Enter hands the code on and empties the field. */
export const ScanField = forwardRef<HTMLInputElement, ScanFieldProps>(function ScanField(
  { label, onScan, error, disabled, autoFocus = true },
  ref,
) {
  const { t } = useTranslation('warehouse');
  const [value, setValue] = useState('');
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const code = normalizeScan(value);
    if (!code) return;
    setValue('');
    onScan(code);
  }
  return (
    <Box>
      <label htmlFor="scan-field">{label}</label>
      <input
        ref={ref}
        id="scan-field"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        autoFocus={autoFocus}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="go"
        disabled={disabled}
        placeholder={t('scan.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'scan-field-error' : undefined}
      />
      {error && (
        <p id="scan-field-error" role="alert">
          {error}
        </p>
      )}
    </Box>
  );
});

const Box = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  label {
    font-weight: 700;
  }
  input {
    font: inherit;
    font-size: 1.5rem;
    letter-spacing: 0.05em;
    padding: ${theme.space(3)};
    border: 2px solid ${theme.color.primary};
    border-radius: ${theme.radius};
  }
  p {
    margin: 0;
    color: ${theme.color.danger};
  }
`;
