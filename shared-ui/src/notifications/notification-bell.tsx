import { Link } from '@fwd/shared-contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../theme/theme';

export interface NotificationBellProps {
  /** Unread notifications. */
  count: number;
  /** Where the bell leads (the notifications page). */
  to: string;
  /** Translated name of the link, e.g. "Notifications"; the count is added to it. */
  label: string;
}

/** A bell link with the unread count; its accessible name says the count ("Notifications, 3 unread"). */
export function NotificationBell({ count, to, label }: NotificationBellProps) {
  const { t } = useTranslation('ui');
  const unread = Math.max(0, Math.floor(count));
  return (
    <BellLink to={to} aria-label={t('bell.label', { label, count: unread })}>
      <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
        />
      </svg>
      {unread > 0 && <Count aria-hidden="true">{unread > 99 ? '99+' : unread}</Count>}
    </BellLink>
  );
}

const BellLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: inherit;
  &:hover {
    background: ${theme.color.primarySoft};
    color: ${theme.color.primary};
  }
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 ${theme.space(1)};
  border-radius: 10px;
  background: ${theme.color.danger};
  color: ${theme.color.onDanger};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;
