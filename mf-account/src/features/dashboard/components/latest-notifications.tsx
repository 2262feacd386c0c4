import { Link, useFormat, useList, useTranslation } from '@fwd/shared-contracts';
import { Card, EmptyState, ErrorState, Muted, Skeleton, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import { latestNotificationsParams } from '../api/get-dashboard';

/** The five newest notifications, unread ones marked; each opens the record it is about. */
export function LatestNotifications({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const query = useList('notifications', latestNotificationsParams(userId));
  return (
    <Card aria-labelledby="latest-title">
      <Heading>
        <h2 id="latest-title">{t('dashboard.notifications.title')}</h2>
        <Link to="/account/notify">{t('dashboard.notifications.all')}</Link>
      </Heading>
      {query.isPending && <Skeleton lines={3} />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && query.data.items.length === 0 && <EmptyState title={t('dashboard.notifications.empty')} />}
      <List>
        {query.data?.items.map((item) => (
          <li key={item.id} data-unread={!item.read_at || undefined}>
            {!item.read_at && <Unread>{t('dashboard.notifications.unread')}</Unread>}
            {item.link ? <Link to={item.link}>{item.title}</Link> : <strong>{item.title}</strong>}
            {item.body && <Muted>{item.body}</Muted>}
            <Muted as="time" dateTime={item.created}>
              {format.dateTime(item.created)}
            </Muted>
          </li>
        ))}
      </List>
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

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
  li {
    display: grid;
    gap: ${theme.space(1)};
    padding-left: ${theme.space(3)};
    border-left: 3px solid ${theme.color.border};
  }
  li[data-unread] {
    border-left-color: ${theme.color.primary};
  }
`;

const Unread = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  color: ${theme.color.primary};
  text-transform: uppercase;
`;
