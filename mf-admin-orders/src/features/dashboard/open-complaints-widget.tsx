import { queryKeys, useApiQuery, useLive, useTranslation } from '@fwd/shared-contracts';
import { StatTile } from '@fwd/shared-ui';
import { countOpenComplaints } from './api/count-open-complaints';

export function OpenComplaintsWidget() {
  const { t } = useTranslation();
  const count = useApiQuery(queryKeys.custom('complaints', 'count', 'open'), countOpenComplaints);
  useLive('complaints');
  return (
    <StatTile
      value={count.data}
      status={count.status}
      label={t('orders:widgets.openComplaints.label')}
      to="/admin/complain?status=open"
    />
  );
}
