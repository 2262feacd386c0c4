import styled from 'styled-components';
import { theme } from '../theme/theme';
import { dismissToast, useToasts } from './toast-store';

/** Renders queued toasts in a polite live region at the bottom of the screen. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Region aria-live="polite" aria-label="Notifications">
      {toasts.map((toast) => (
        <Item key={toast.id} role={toast.tone === 'error' ? 'alert' : 'status'} $tone={toast.tone}>
          <span>{toast.message}</span>
          {toast.action && (
            <ActionButton
              type="button"
              onClick={() => {
                dismissToast(toast.id);
                toast.action?.onClick();
              }}
            >
              {toast.action.label}
            </ActionButton>
          )}
          <CloseButton type="button" aria-label="Dismiss" onClick={() => dismissToast(toast.id)}>
            ×
          </CloseButton>
        </Item>
      ))}
    </Region>
  );
}

const Region = styled.section`
  position: fixed;
  z-index: 1000;
  inset: auto ${theme.space(4)} ${theme.space(4)} auto;
  display: grid;
  gap: ${theme.space(2)};
  max-width: min(420px, calc(100vw - 32px));
`;

const Item = styled.div<{ $tone: string }>`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${({ $tone }) => ($tone === 'error' ? theme.color.danger : '#1f2937')};
  color: #fff;
  box-shadow: 0 6px 24px rgb(0 0 0 / 0.18);
  span {
    flex: 1;
  }
`;

const ActionButton = styled.button`
  background: #fff;
  color: #1f2937;
  border: 0;
  border-radius: 6px;
  padding: ${theme.space(1)} ${theme.space(3)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const CloseButton = styled.button`
  background: none;
  border: 0;
  color: inherit;
  font-size: 1.25rem;
  cursor: pointer;
`;
