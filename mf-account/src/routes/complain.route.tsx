import { Link, useAuth, useTranslation } from '@fwd/shared-contracts';
import { type ComplaintRow } from '@fwd/shared-contracts/domains/complaints';
import { loadDataKit, Page, useListTable } from '@fwd/shared-ui';
import { useMemo } from 'react';
import { complaintList } from '../features/complaints/api/complaints';
import { ComplaintTable } from '../features/complaints/components/complaint-table';

/** The table arrives with the page, so it never suspends for it. */
export async function loader() {
  await loadDataKit();
  return null;
}

/** /account/complain: the customer's complaints, newest first, each opening its thread. Live. */
export function Component() {
  const { t } = useTranslation('account');
  const userId = useAuth((s) => s.record?.id ?? '');
  const options = useMemo(() => complaintList(userId), [userId]);
  const list = useListTable<'complaints', ComplaintRow>('complaints', options);
  const newLink = <Link to="/account/complain/create">{t('complaints.list.new')}</Link>;

  return (
    <Page actions={newLink}>
      <ComplaintTable table={list.table} newLink={newLink} />
    </Page>
  );
}
