import { useFormat, useLive, useTranslation } from '@fwd/shared-contracts';
import {
  Button,
  EmptyState,
  ErrorState,
  loadControls,
  Muted,
  Page,
  Skeleton,
  theme,
  useListView,
} from '@fwd/shared-ui';
import styled from 'styled-components';
import { useInbox } from '../features/support-inbox/api/inbox';
import { ConversationPanel } from '../features/support-inbox/components/conversation-panel';

export async function loader() {
  await loadControls();
  return null;
}

/**
 * /admin/conversation: the support inbox, unread first, live; `?id=` opens a conversation beside
 * it with the customer's code, balance and open orders.
 */
export function Component() {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const view = useListView();
  const inbox = useInbox(view.page);
  useLive(['conversations', 'messages']);
  const rows = inbox.data?.items ?? [];
  return (
    <Page>
      <Layout>
        <nav aria-label={t('supportInbox.inbox')}>
          {inbox.isPending && <Skeleton lines={6} />}
          {inbox.isError && <ErrorState error={inbox.error} onRetry={() => void inbox.refetch()} />}
          {inbox.isSuccess && rows.length === 0 && <EmptyState title={t('supportInbox.empty')} />}
          <List>
            {rows.map((row) => (
              <li key={row.id}>
                <Item
                  type="button"
                  aria-current={row.id === view.selectedId ? 'true' : undefined}
                  onClick={() => view.open(row.id)}
                  $unread={row.staff_unread > 0}
                >
                  <strong>
                    {row.expand?.user?.code} {row.expand?.user?.name}
                  </strong>
                  <span>
                    {row.staff_unread > 0
                      ? t('supportInbox.unread', { count: row.staff_unread })
                      : t('supportInbox.allRead')}
                  </span>
                  {row.last_message_at && <Muted as="span">{format.dateTime(row.last_message_at)}</Muted>}
                </Item>
              </li>
            ))}
          </List>
          {inbox.data && inbox.data.totalPages > 1 && (
            <Pager>
              <Button
                type="button"
                $variant="secondary"
                disabled={view.page <= 1}
                onClick={() => view.setPage(view.page - 1)}
              >
                {t('supportInbox.previous')}
              </Button>
              <Button
                type="button"
                $variant="secondary"
                disabled={view.page >= inbox.data.totalPages}
                onClick={() => view.setPage(view.page + 1)}
              >
                {t('supportInbox.next')}
              </Button>
            </Pager>
          )}
        </nav>
        <div>
          {view.selectedId ? (
            <ConversationPanel key={view.selectedId} id={view.selectedId} />
          ) : (
            <Muted>{t('supportInbox.pick')}</Muted>
          )}
        </div>
      </Layout>
    </Page>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: minmax(14rem, 1fr) minmax(0, 3fr);
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(1)};
`;

const Item = styled.button<{ $unread: boolean }>`
  display: grid;
  gap: ${theme.space(1)};
  width: 100%;
  text-align: start;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${({ $unread }) => ($unread ? theme.color.primarySoft : theme.color.surface)};
  font: inherit;
  cursor: pointer;
  &[aria-current='true'] {
    outline: 2px solid ${theme.color.primary};
  }
`;

const Pager = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(2)};
`;
