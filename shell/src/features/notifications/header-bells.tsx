import { staffMayAccess, useAuth, useList, useLive, useTranslation } from '@fwd/shared-contracts';
import { NotificationBell } from '@fwd/shared-ui';
import { Suspense } from 'react';
import { unreadNotifications, unreadSupportMessages } from './api/unread-queries';

function CustomerBellLive({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const unread = useList('notifications', unreadNotifications(userId), { silent: true });
  useLive('customer');
  return (
    <NotificationBell count={unread.data?.totalItems ?? 0} to="/account/notify" label={t('shell:bell.customer')} />
  );
}

function StaffBellLive() {
  const { t } = useTranslation();
  const unread = useList('messages', unreadSupportMessages, { silent: true });
  useLive('messages');
  return (
    <NotificationBell count={unread.data?.totalItems ?? 0} to="/admin/conversation" label={t('shell:bell.staff')} />
  );
}

/**
 * The bell of the header: a customer's unread notifications, or for sales the customer messages
 * nobody has read. Live; it loads the data kit after the first paint.
 */
export function HeaderBell() {
  const auth = useAuth((s) => s);
  let bell = null;
  if (auth.kind === 'customer' && auth.record) bell = <CustomerBellLive userId={auth.record.id} />;
  else if (auth.kind === 'staff' && staffMayAccess(auth, ['sales'])) bell = <StaffBellLive />;
  return bell && <Suspense fallback={null}>{bell}</Suspense>;
}
