import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../primitives/button';
import { theme } from '../theme/theme';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** The button's text and accessible name ("Copy the warehouse address"). */
  label: string;
}

type CopyState = 'idle' | 'copied' | 'manual';

/**
 * Copies `value` and says "Copied" in a polite live region. When the browser refuses the
 * clipboard, the text is shown selected so the user can copy it with the keyboard.
 */
export function CopyButton({ value, label }: CopyButtonProps) {
  const { t } = useTranslation('ui');
  const [state, setState] = useState<CopyState>('idle');
  const fallback = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state === 'copied') {
      const timer = setTimeout(() => setState('idle'), 2500);
      return () => clearTimeout(timer);
    }
    if (state === 'manual') {
      fallback.current?.focus();
      fallback.current?.select();
    }
  }, [state]);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('manual');
    }
  }

  return (
    <Wrap>
      <Button type="button" $variant="secondary" onClick={copy}>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none">
          <rect x="5" y="5" width="9" height="9" rx="1.5" stroke="currentColor" strokeWidth="1.5" />
          <path d="M11 3.5V3a1 1 0 00-1-1H3a1 1 0 00-1 1v7a1 1 0 001 1h.5" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        {label}
      </Button>
      {state === 'manual' && (
        <Fallback ref={fallback} readOnly value={value} aria-label={label} onBlur={() => setState('idle')} />
      )}
      <Status role="status" aria-live="polite">
        {state === 'copied' ? t('copy.copied') : state === 'manual' ? t('copy.manual') : ''}
      </Status>
    </Wrap>
  );
}

const Wrap = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
`;

const Fallback = styled.input`
  min-height: 40px;
  padding: 0 ${theme.space(2)};
  border: 1px solid ${theme.color.focus};
  border-radius: ${theme.radius};
  font-family: ${theme.font.mono};
`;

const Status = styled.span`
  color: ${theme.color.success};
  font-size: 0.875rem;
`;
