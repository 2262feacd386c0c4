import { useFormat, useTranslation } from '@fwd/shared-contracts';
import { supportDomain, type ConversationRow } from '@fwd/shared-contracts/domains/support';
import {
  Button,
  EmptyState,
  ErrorState,
  listPageLoader,
  Muted,
  Page,
  PlainList,
  Skeleton,
  theme,
  useListTable,
  type ListTableOptions,
} from '@fwd/shared-ui';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';

// A conversation (its reply form and the form's schema) loads when one is opened, not with the inbox.
const ConversationPanel = lazy(() =>
  import('../features/support-inbox/components/conversation-panel').then((module) => ({
    default: module.ConversationPanel,
  })),
);

export const loader = listPageLoader;

const INBOX: ListTableOptions = { ...supportDomain.staff.inbox, live: ['conversations', 'messages'] };

/**
 * /admin/conversation: the support inbox, unread first, live; `?id=` opens a conversation beside
 * it with the customer's code, balance and open orders.
 */
export function Component() {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const list = useListTable<'conversations', ConversationRow>('conversations', INBOX);
  const { view, table } = list;
  const rows = table.rows ?? [];
  const pages = Math.ceil((table.totalItems ?? 0) / table.perPage);
  return (
    <Page>
      <Layout>
        <nav aria-label={t('supportInbox.inbox')}>
          {table.status === 'pending' && <Skeleton lines={6} />}
          {table.status === 'error' && <ErrorState error={table.error} onRetry={table.onRetry} />}
          {table.status === 'success' && rows.length === 0 && <EmptyState title={t('supportInbox.empty')} />}
          <PlainList $gap={1}>
            {rows.map((row) => (
              <li key={row.id}>
                <Item
                  type="button"
                  aria-current={row.id === view.selectedId ? 'true' : undefined}
                  onClick={() => table.onRowClick(row)}
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
          </PlainList>
          {pages > 1 && (
            <Pager>
              <Button
                type="button"
                $variant="secondary"
                disabled={table.page <= 1}
                onClick={() => table.onPageChange(table.page - 1)}
              >
                {t('supportInbox.previous')}
              </Button>
              <Button
                type="button"
                $variant="secondary"
                disabled={table.page >= pages}
                onClick={() => table.onPageChange(table.page + 1)}
              >
                {t('supportInbox.next')}
              </Button>
            </Pager>
          )}
        </nav>
        <div>
          {view.selectedId ? (
            <Suspense fallback={<Skeleton lines={8} />}>
              <ConversationPanel key={view.selectedId} id={view.selectedId} />
            </Suspense>
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
