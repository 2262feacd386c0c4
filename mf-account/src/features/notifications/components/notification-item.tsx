import { Link, parsePbDate, useFormat, useNotificationText, useTranslation } from '@fwd/shared-contracts';
import { Button, Row, theme } from '@fwd/shared-ui';
import { useId } from 'react';
import styled from 'styled-components';
import type { NotificationRow } from '@fwd/shared-contracts/domains/notifications';
import { NewMark as SharedNewMark } from '../../../components/new-mark';
import { notificationPath } from '../inbox';

export interface NotificationItemProps {
  notification: NotificationRow;
  /** Opening it (following its link) marks it read. */
  onOpen: (notification: NotificationRow) => void;
  onMarkRead: (notification: NotificationRow) => void;
  marking: boolean;
}

/**
 * One notification in the reader's language: a "New" mark while unread (never colour alone), its
 * title (the link to what it is about, when that is a path of this app), its text and date, and
 * "Mark as read".
 */
export function NotificationItem({ notification, onOpen, onMarkRead, marking }: NotificationItemProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const text = useNotificationText()(notification);
  const titleId = useId();
  const unread = !notification.read_at;
  const path = notificationPath(notification.link);
  return (
    <Item aria-labelledby={titleId} data-unread={unread || undefined}>
      <Head $align="baseline" $gap={2}>
        {unread && <NewMark>{t('notifications.item.new')}</NewMark>}
        <Title id={titleId} $unread={unread}>
          {path ? (
            <Link to={path} onClick={() => onOpen(notification)}>
              {text.title}
            </Link>
          ) : (
            text.title
          )}
        </Title>
      </Head>
      {text.body && <Body>{text.body}</Body>}
      <Foot $gap={2} $justify="space-between">
        <time dateTime={parsePbDate(notification.created).toISOString()}>{format.dateTime(notification.created)}</time>
        {unread && (
          <Button
            type="button"
            $variant="secondary"
            disabled={marking}
            aria-busy={marking || undefined}
            onClick={() => onMarkRead(notification)}
            aria-label={t('notifications.item.markReadOf', { title: text.title })}
          >
            {t('notifications.item.markRead')}
          </Button>
        )}
      </Foot>
    </Item>
  );
}

const Item = styled.li`
  display: grid;
  gap: ${theme.space(2)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-left-width: 4px;
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  min-width: 0;
  &[data-unread] {
    border-left-color: ${theme.color.primary};
    background: ${theme.color.primarySoft};
  }
`;

const Head = styled(Row)`
  min-width: 0;
`;

const NewMark = styled(SharedNewMark)`
  flex: none;
  line-height: 1.6;
`;

const Title = styled.h2<{ $unread: boolean }>`
  margin: 0;
  min-width: 0;
  font-size: 1rem;
  font-weight: ${({ $unread }) => ($unread ? 700 : 500)};
  overflow-wrap: anywhere;
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Foot = styled(Row)`
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;
