import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../theme/theme';
import { statusLabelKey, statusTone, type StatusMachine, type StatusTone } from './status-tones';

export interface StatusBadgeProps {
  machine: StatusMachine;
  status: string;
}

/** A record's status as a coloured label; the colour always comes with the word. */
export function StatusBadge({ machine, status }: StatusBadgeProps) {
  const { t } = useTranslation('ui');
  return (
    <Badge $tone={statusTone(machine, status)} data-status={status}>
      {t(statusLabelKey(machine, status), { defaultValue: t('status.unknown', { status }) })}
    </Badge>
  );
}

const TONES: Record<StatusTone, { fg: string; bg: string }> = {
  neutral: { fg: theme.color.muted, bg: theme.color.neutralBg },
  info: { fg: theme.color.primary, bg: theme.color.primarySoft },
  success: { fg: theme.color.success, bg: theme.color.successBg },
  warning: { fg: theme.color.warning, bg: theme.color.warningBg },
  danger: { fg: theme.color.danger, bg: theme.color.dangerBg },
};

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: ${theme.space(0.5)} ${theme.space(2)};
  border-radius: 999px;
  border: 1px solid currentColor;
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.4;
  white-space: nowrap;
  color: ${({ $tone }) => TONES[$tone].fg};
  background: ${({ $tone }) => TONES[$tone].bg};
`;
