import { theme } from '@fwd/shared-ui';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';

export interface SelectBoxProps {
  label: string;
  /** `some` shows the mixed state of a group with part of its items chosen. */
  state: 'all' | 'some' | 'none';
  onChange: (selected: boolean) => void;
  disabled?: boolean;
}

/** A checkbox for a group (a shop, the whole cart), with its label beside it and a mixed state. */
export function SelectBox({ label, state, onChange, disabled }: SelectBoxProps) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <Line>
      <input
        ref={box}
        id={id}
        type="checkbox"
        checked={state === 'all'}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </Line>
  );
}

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  min-width: 0;
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0 ${theme.space(3)};
    accent-color: ${theme.color.primary};
  }
  label {
    cursor: pointer;
    overflow-wrap: anywhere;
  }
`;
