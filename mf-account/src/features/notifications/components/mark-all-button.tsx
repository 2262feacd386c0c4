import { useApiMutation, useTranslation } from '@fwd/shared-contracts';
import { Button, Row, showToast } from '@fwd/shared-ui';
import { useState } from 'react';
import { listUnreadIds, markNotificationRead, notificationsDomain } from '@fwd/shared-contracts/domains/notifications';
import { runEach, type EachProgress } from '../inbox';

/**
 * Marks every unread notification read, one request each (there is no bulk route), four at a
 * time, with the progress on screen; one failure does not stop the others, and the end says how
 * many could not be marked. The header bell reads the same collection, so it follows.
 */
export function MarkAllButton({ userId, unread }: { userId: string; unread: number }) {
  const { t } = useTranslation('account');
  const [progress, setProgress] = useState<EachProgress | null>(null);
  const markAll = useApiMutation({
    mutationFn: async () => {
      const ids = await listUnreadIds(userId);
      const failed = await runEach(ids, markNotificationRead, setProgress);
      return { total: ids.length, failed: failed.length };
    },
    invalidates: notificationsDomain.refreshes.read,
    onSuccess: ({ total, failed }) => {
      if (failed > 0) {
        showToast(t('notifications.markAll.partial', { failed, total }), {
          tone: 'error',
          duration: 0,
        });
      } else {
        showToast(t('notifications.markAll.done', { count: total }), { tone: 'success' });
      }
    },
  });
  const running = markAll.isPending;
  return (
    <Row $gap={2}>
      <Button
        type="button"
        $variant="secondary"
        disabled={running || unread === 0}
        aria-busy={running || undefined}
        onClick={() => {
          setProgress(null);
          markAll.mutate(undefined);
        }}
      >
        {t('notifications.markAll.button')}
      </Button>
      <span role="status">
        {running && progress && progress.total > 0
          ? t('notifications.markAll.progress', { done: progress.done, total: progress.total })
          : ''}
      </span>
    </Row>
  );
}
