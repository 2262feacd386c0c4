import { useLocation } from '@fwd/shared-contracts';
import { theme } from '@fwd/shared-ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The header's secondary items behind one button on a phone, so the header stays one row. A
 * disclosure (not an ARIA menu: it holds a select, links and a button): Escape closes it and gives
 * the focus back to the button; a click outside or a new page closes it too.
 */
export function HeaderMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <Root
      ref={root}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <Toggle
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((was) => !was)}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        {children}
      </Panel>
    </Root>
  );
}

const Root = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  cursor: pointer;
  &[aria-expanded='true'] {
    background: ${theme.color.primarySoft};
    color: ${theme.color.primary};
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${theme.space(1)});
  z-index: 900;
  min-width: 220px;
  display: grid;
  gap: ${theme.space(2)};
  padding: ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.raised};
  &[hidden] {
    display: none;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
  }
`;
