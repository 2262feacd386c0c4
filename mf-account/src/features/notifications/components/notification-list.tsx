import { useApiMutation, useTranslation } from '@fwd/shared-contracts';
import { Button, Row, showToast, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import {
  markNotificationRead,
  notificationsDomain,
  type NotificationRow,
} from '@fwd/shared-contracts/domains/notifications';
import { NotificationItem } from './notification-item';

/**
 * The notifications of one page. Opening one follows its link and marks it read in the background
 * (a failure then stays quiet: it is simply still unread); "Mark as read" says when it is done.
 */
export function NotificationList({ items }: { items: NotificationRow[] }) {
  const { t } = useTranslation('account');
  const open = useApiMutation({
    mutationFn: (id: string) => markNotificationRead(id),
    invalidates: notificationsDomain.refreshes.read,
    form: true,
  });
  const mark = useApiMutation({
    mutationFn: (id: string) => markNotificationRead(id),
    invalidates: notificationsDomain.refreshes.read,
    onSuccess: () => showToast(t('notifications.item.marked'), { tone: 'success' }),
  });
  return (
    <List aria-label={t('notifications.list.label')}>
      {items.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          onOpen={(n) => {
            if (!n.read_at) open.mutate(n.id);
          }}
          onMarkRead={(n) => mark.mutate(n.id)}
          marking={mark.isPending && mark.variables === notification.id}
        />
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
  min-width: 0;
`;

export interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous / page x of y / next, when there is more than one page. */
export function Pager({ page, totalPages, onPageChange }: PagerProps) {
  const { t } = useTranslation('account');
  if (totalPages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('notifications.pager.label')}>
      <Row>
        <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {t('notifications.pager.previous')}
        </Button>
        <span>{t('notifications.pager.page', { page, pages: totalPages })}</span>
        <Button type="button" $variant="secondary" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
          {t('notifications.pager.next')}
        </Button>
      </Row>
    </nav>
  );
}
