import { invalidateCollections, Link, useAuth, useFileToken, useTranslation } from '@fwd/shared-contracts';
import { useShopMoney } from '@fwd/shared-contracts/domains/settings';
import {
  markMessagesRead,
  pictureUrl,
  sendMessage,
  supportDomain,
  unreadByStaff,
} from '@fwd/shared-contracts/domains/support';
import { ErrorState, Muted, Skeleton, Stack, StatusBadge, theme } from '@fwd/shared-ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { CustomerLink } from '../../../components/record-drawer';
import { StaffThread, threadMessage } from '../../../components/staff-thread';
import { useConversation, useMessages, useOpenOrders } from '../api/inbox';

/** One conversation: the live thread (read as it is seen), the reply box, and the customer beside it. */
export function ConversationPanel({ id }: { id: string }) {
  const { t } = useTranslation('orders');
  const money = useShopMoney();
  const me = useAuth((s) => s.record?.id ?? '');
  const conversation = useConversation(id);
  const messages = useMessages(id);
  const customer = conversation.data?.expand?.user;
  const orders = useOpenOrders(conversation.data?.user ?? '');
  const items = messages.data?.items;
  const token = useFileToken(Boolean(items?.some((m) => m.attachments.length > 0)));

  useEffect(() => {
    const unread = unreadByStaff(items ?? []);
    if (unread.length === 0) return;
    void markMessagesRead(unread).then(() => invalidateCollections(...supportDomain.refreshes.read));
  }, [items]);

  if (conversation.isPending) return <Skeleton lines={8} />;
  if (conversation.isError)
    return <ErrorState error={conversation.error} onRetry={() => void conversation.refetch()} />;
  return (
    <Layout>
      <section aria-labelledby="conversation-thread">
        <h2 id="conversation-thread">{t('supportInbox.thread', { code: customer?.code ?? '' })}</h2>
        <StaffThread
          label={t('supportInbox.messages')}
          messages={(items ?? []).map((message) =>
            threadMessage(message, token ? (name) => pictureUrl(message, name, token) : null, {
              staff: t('supportInbox.staff'),
              customer: customer?.name ?? '',
            }),
          )}
          onSend={async (body, pictures) => {
            await sendMessage({ conversationId: id, author: { staff: me }, body, pictures });
            await invalidateCollections(...supportDomain.refreshes.send);
          }}
        />
      </section>
      <aside aria-labelledby="conversation-customer">
        <Stack $gap={2}>
          <h2 id="conversation-customer">{t('supportInbox.customer')}</h2>
          {customer && (
            <>
              <CustomerLink id={customer.id} user={customer} />
              {money && <p>{t('supportInbox.balance', { amount: money.home(customer.balance) })}</p>}
            </>
          )}
          <h3>{t('supportInbox.openOrders')}</h3>
          {orders.data && orders.data.items.length === 0 && <Muted>{t('supportInbox.noOpenOrders')}</Muted>}
          <ul>
            {orders.data?.items.map((order) => (
              <li key={order.id}>
                <Link to={`/admin/orders?id=${order.id}`}>{order.code}</Link>{' '}
                <StatusBadge machine="order" status={order.status} />
              </li>
            ))}
          </ul>
        </Stack>
      </aside>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: minmax(0, 2fr) minmax(12rem, 1fr);
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
