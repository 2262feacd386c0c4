import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { theme } from '../theme/theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

const SpinnerRing = styled.span`
  display: inline-block;
  width: 1.25em;
  height: 1.25em;
  border: 3px solid ${theme.color.border};
  border-top-color: ${theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('ui');
  return (
    <SpinnerWrap role="status" aria-live="polite">
      <SpinnerRing aria-hidden="true" />
      <span>{label ?? t('state.loading')}</span>
    </SpinnerWrap>
  );
}

const SpinnerWrap = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(6)};
  color: ${theme.color.muted};
`;

export type AlertTone = 'error' | 'info' | 'success' | 'warning';

const tones: Record<AlertTone, { fg: string; bg: string }> = {
  error: { fg: theme.color.danger, bg: theme.color.dangerBg },
  info: { fg: theme.color.primary, bg: theme.color.primarySoft },
  success: { fg: theme.color.success, bg: theme.color.successBg },
  warning: { fg: theme.color.warning, bg: theme.color.warningBg },
};

export function Alert({ tone = 'info', children }: { tone?: AlertTone; children: ReactNode }) {
  return (
    <AlertBox role={tone === 'error' ? 'alert' : 'status'} $tone={tone}>
      {children}
    </AlertBox>
  );
}

const AlertBox = styled.div<{ $tone: AlertTone }>`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius};
  color: ${({ $tone }) => tones[$tone].fg};
  background: ${({ $tone }) => tones[$tone].bg};
  border: 1px solid currentColor;
`;

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <EmptyBox>
      <strong>{title}</strong>
      {children}
    </EmptyBox>
  );
}

const EmptyBox = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  justify-items: center;
  text-align: center;
  padding: ${theme.space(10)} ${theme.space(4)};
  color: ${theme.color.muted};
`;
