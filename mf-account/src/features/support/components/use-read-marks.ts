import { useApiMutation, useList } from '@fwd/shared-contracts';
import { useEffect, useRef, useState } from 'react';
import {
  markNotificationsRead,
  notificationsDomain,
  unreadLinkingParams,
} from '@fwd/shared-contracts/domains/notifications';
import { markMessagesRead, SUPPORT_PATH, supportDomain, type MessageRow } from '@fwd/shared-contracts/domains/support';
import { unreadFromStaff } from '../thread';

/** Whether this tab is on screen (a message in a background tab has not been seen). */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  );
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * Staff messages shown to the customer are marked read (`read_at`, which the rules let the
 * customer set on the other side's messages), once each, while the tab is on screen. A failure
 * (offline) stays quiet and is tried again with the next update of the thread.
 */
export function useMarkStaffMessagesRead(messages: MessageRow[] | undefined, visible: boolean): void {
  const { mutate } = useApiMutation({
    mutationFn: (ids: string[]) => markMessagesRead(ids),
    invalidates: supportDomain.refreshes.read,
    form: true,
  });
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!messages || !visible) return;
    const ids = unreadFromStaff(messages).filter((id) => !asked.current.has(id));
    if (ids.length === 0) return;
    ids.forEach((id) => asked.current.add(id));
    mutate(ids, { onError: () => ids.forEach((id) => asked.current.delete(id)) });
  }, [messages, visible, mutate]);
}

/**
 * The "Support replied" notifications lead here: once the chat is on screen they have been
 * answered, so they are marked read and the header bell stops counting them.
 */
export function useMarkSupportNotificationsRead(userId: string, visible: boolean): void {
  const unread = useList('notifications', unreadLinkingParams(userId, SUPPORT_PATH), {
    enabled: Boolean(userId),
    silent: true,
  });
  const { mutate } = useApiMutation({
    mutationFn: (ids: string[]) => markNotificationsRead(ids),
    invalidates: notificationsDomain.refreshes.read,
    form: true,
  });
  const asked = useRef(new Set<string>());
  const items = unread.data?.items;
  useEffect(() => {
    if (!items || !visible) return;
    const ids = items.map((n) => n.id).filter((id) => !asked.current.has(id));
    if (ids.length === 0) return;
    ids.forEach((id) => asked.current.add(id));
    mutate(ids, { onError: () => ids.forEach((id) => asked.current.delete(id)) });
  }, [items, visible, mutate]);
}
