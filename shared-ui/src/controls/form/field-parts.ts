import styled, { css } from 'styled-components';
import { theme } from '../../theme/theme';

export const FieldBox = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  min-width: 0;
  > label {
    font-weight: 600;
  }
`;

export const Hint = styled.span`
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;

export const ErrorText = styled.span`
  color: ${theme.color.danger};
  font-size: 0.875rem;
`;

/** The look of a text box, shared by inputs, selects and text areas. */
export const controlLook = css`
  min-height: 44px;
  padding: 0 ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  font: inherit;
  color: ${theme.color.text};
  background: ${theme.color.surface};
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
  &:disabled {
    background: ${theme.color.bg};
    color: ${theme.color.muted};
  }
`;

/** ids of a field's hint and error, and the aria-describedby that links them. */
export function describedBy(id: string, hint?: string, error?: string, extra?: string): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, extra ?? null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
