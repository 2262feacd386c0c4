import { Link, useList, useNotificationText, useTranslation } from '@fwd/shared-contracts';
import { Card, EmptyState, ErrorState, Muted, Skeleton, theme, Timeline } from '@fwd/shared-ui';
import styled from 'styled-components';
import { latestNotificationsParams } from '../api/get-dashboard';

/** Unread notifications stand out on the timeline. */
const toneOf = (readAt: string): 'default' | 'success' => (readAt ? 'default' : 'success');

/** The five newest notifications, unread ones marked; each opens the record it is about. */
export function LatestNotifications({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const query = useList('notifications', latestNotificationsParams(userId));
  const textOf = useNotificationText();
  return (
    <Card aria-labelledby="latest-title">
      <Heading>
        <h2 id="latest-title">{t('dashboard.notifications.title')}</h2>
        <Link to="/account/notify">{t('dashboard.notifications.all')}</Link>
      </Heading>
      {query.isPending && <Skeleton lines={3} />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && query.data.items.length === 0 && <EmptyState title={t('dashboard.notifications.empty')} />}
      {query.data && query.data.items.length > 0 && (
        <Timeline
          items={query.data.items.map((item) => {
            const text = textOf(item);
            return {
              id: item.id,
              at: item.created,
              tone: toneOf(item.read_at),
              title: (
                <>
                  {!item.read_at && <Unread>{t('dashboard.notifications.unread')} </Unread>}
                  {item.link ? <Link to={item.link}>{text.title}</Link> : text.title}
                </>
              ),
              body: text.body ? <Muted>{text.body}</Muted> : undefined,
            };
          })}
        />
      )}
    </Card>
  );
}

const Heading = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space(3)};
  h2 {
    margin-top: 0;
    font-size: 1.1rem;
  }
`;

const Unread = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  color: ${theme.color.primary};
  text-transform: uppercase;
`;
