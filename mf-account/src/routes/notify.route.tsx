import { useApiQuery, useAuth, useLive, useTranslation } from '@fwd/shared-contracts';
import { Button, EmptyState, ErrorState, Muted, Page, Skeleton, Stack, useListView } from '@fwd/shared-ui';
import { getInboxPage, inboxKey } from '@fwd/shared-contracts/domains/notifications';
import { MarkAllButton } from '../features/notifications/components/mark-all-button';
import { NotificationList, Pager } from '../features/notifications/components/notification-list';

/**
 * /account/notify: the customer's notifications, unread first, then newest; each opens what it is
 * about and is marked read on the way; "Mark as read" one or all. Live through the customer
 * channel; every mark invalidates `notifications`, which the header bell counts.
 */
export function Component() {
  const { t } = useTranslation('account');
  const userId = useAuth((s) => s.record?.id ?? '');
  const view = useListView();
  const inbox = useApiQuery(inboxKey(userId, view.page), (signal) => getInboxPage(userId, view.page, signal), {
    enabled: Boolean(userId),
  });
  useLive('customer');
  const data = inbox.data;

  return (
    <Page actions={data && data.totalItems > 0 ? <MarkAllButton userId={userId} unread={data.unread} /> : undefined}>
      <Stack $gap={4}>
        {inbox.isPending && <Skeleton lines={8} />}
        {inbox.isError && <ErrorState error={inbox.error} onRetry={() => void inbox.refetch()} />}
        {data && data.totalItems === 0 && (
          <EmptyState title={t('notifications.empty.title')}>
            <Muted>{t('notifications.empty.body')}</Muted>
          </EmptyState>
        )}
        {data && data.totalItems > 0 && data.items.length === 0 && (
          <EmptyState title={t('notifications.emptyPage')}>
            <Button type="button" $variant="secondary" onClick={() => view.setPage(1)}>
              {t('notifications.firstPage')}
            </Button>
          </EmptyState>
        )}
        {data && data.items.length > 0 && (
          <>
            <Muted>
              {data.unread > 0 ? t('notifications.unreadCount', { count: data.unread }) : t('notifications.allRead')}
            </Muted>
            <NotificationList items={data.items} />
            <Pager page={view.page} totalPages={data.totalPages} onPageChange={view.setPage} />
          </>
        )}
      </Stack>
    </Page>
  );
}
