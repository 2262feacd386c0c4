import { queryKeys, useApiQuery } from '@fwd/shared-contracts';
import { countWidget } from '@fwd/shared-ui';
import { countOpenComplaints } from './api/count-open-complaints';

export const OpenComplaintsWidget = countWidget(
  () => useApiQuery(queryKeys.custom('complaints', 'count', 'open'), countOpenComplaints),
  { collection: 'complaints', label: 'orders:widgets.openComplaints.label', to: '/admin/complain?status=open' },
);
