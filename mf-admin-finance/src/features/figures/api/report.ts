import { pb, queryKeys, useApiQuery } from '@fwd/shared-contracts';
import { getFinanceReport, type FinanceReportQuery } from '@fwd/shared-contracts/api';

/** The report, computed on the server; stale when any money or status changes. */
export function useFinanceReport(query: FinanceReportQuery) {
  return useApiQuery(
    queryKeys.custom('wallet_transactions', 'finance-report', query),
    (signal) => getFinanceReport(pb, query, { signal }),
    { dependsOn: ['orders', 'fulfillments', 'parcels'] },
  );
}
