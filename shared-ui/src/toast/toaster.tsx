import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../theme/theme';
import { dismissToast, useToasts } from './toast-store';

/** Renders queued toasts in a polite live region at the bottom of the screen. */
export function Toaster() {
  const { t } = useTranslation('ui');
  const toasts = useToasts();
  return (
    <Region aria-live="polite" aria-label={t('toast.region')}>
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
          <CloseButton type="button" aria-label={t('toast.dismiss')} onClick={() => dismissToast(toast.id)}>
            <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
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
  background: ${({ $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.toastBg)};
  color: ${({ $tone }) => ($tone === 'error' ? theme.color.onDanger : theme.color.toastText)};
  box-shadow: ${theme.shadow.raised};
  span {
    flex: 1;
  }
`;

const ActionButton = styled.button`
  background: ${theme.color.toastText};
  color: ${theme.color.toastBg};
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
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  min-height: 32px;
  cursor: pointer;
`;
