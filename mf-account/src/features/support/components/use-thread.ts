import { useApiQuery } from '@fwd/shared-contracts';
import { useCallback, useEffect, useState } from 'react';
import { getThread, THREAD_PAGE, threadKey, type Thread } from '@fwd/shared-contracts/domains/support';

/**
 * The newest messages of a conversation, 30 more each time earlier ones are asked for. While the
 * larger window loads (or if it fails), the messages already on screen stay there.
 */
export function useThread(conversationId: string) {
  const [pages, setPages] = useState(1);
  const count = pages * THREAD_PAGE;
  const query = useApiQuery(threadKey(conversationId, count), (signal) => getThread(conversationId, count, signal), {
    enabled: Boolean(conversationId),
  });
  const [kept, setKept] = useState<{ count: number; thread: Thread } | null>(null);
  useEffect(() => {
    if (query.data) setKept({ count, thread: query.data });
  }, [query.data, count]);

  const thread = query.data ?? kept?.thread;
  /** How many messages the shown thread was asked for (to know when an earlier page has arrived). */
  const shownCount = query.data ? count : kept?.count;
  const loadEarlier = useCallback(() => setPages((p) => p + 1), []);
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    thread,
    shownCount,
    requestedCount: count,
    /** Nothing to show yet. */
    isPending: !thread && query.isPending,
    /** Nothing could be shown. */
    error: thread ? null : query.error,
    /** Earlier messages are on their way. */
    loadingEarlier: !query.data && Boolean(kept) && query.isFetching,
    /** Earlier messages could not be read (the ones on screen stay). */
    earlierError: query.data ? null : kept ? query.error : null,
    loadEarlier,
    retry,
  };
}
