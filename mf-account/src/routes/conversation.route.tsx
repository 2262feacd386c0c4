import { useAuth, useList, useLive, useTranslation } from '@fwd/shared-contracts';
import { Alert, EmptyState, ErrorState, loadControls, Muted, Page, Skeleton, Stack } from '@fwd/shared-ui';
import { conversationParams } from '@fwd/shared-contracts/domains/support';
import { Composer } from '../features/support/components/composer';
import { MessageThread } from '../features/support/components/message-thread';
import { useMarkSupportNotificationsRead, usePageVisible } from '../features/support/components/use-read-marks';

/** The picture viewer and picker arrive with the page, so it never suspends. */
export async function loader() {
  await loadControls();
  return null;
}

/**
 * /account/conversation: the support chat. The thread (newest at the bottom, earlier pages above,
 * staff messages marked read once seen) and the box to write in; the first message creates the
 * conversation. Live both ways through the customer channel.
 */
export function Component() {
  const { t } = useTranslation('account');
  const userId = useAuth((s) => s.record?.id ?? '');
  const conversations = useList('conversations', conversationParams(userId), { enabled: Boolean(userId) });
  useLive('customer');
  const visible = usePageVisible();
  useMarkSupportNotificationsRead(userId, visible);
  const conversation = conversations.data?.items[0];

  return (
    <Page>
      <Stack $gap={4}>
        <Muted>{t('support.intro')}</Muted>
        {conversations.isPending && <Skeleton lines={8} />}
        {conversations.isError && (
          <ErrorState error={conversations.error} onRetry={() => void conversations.refetch()} />
        )}
        {conversations.isSuccess && !conversation && (
          <EmptyState title={t('support.empty.title')}>
            <Muted>{t('support.empty.body')}</Muted>
          </EmptyState>
        )}
        {conversation?.status === 'closed' && <Alert tone="info">{t('support.closed')}</Alert>}
        {conversation && <MessageThread conversationId={conversation.id} visible={visible} />}
        {userId && <Composer userId={userId} conversationId={conversation?.id ?? ''} />}
      </Stack>
    </Page>
  );
}
