import { queryKeys, useApiQuery, useAuth, useLive } from '@fwd/shared-contracts';
import { useShopCurrencies } from '@fwd/shared-contracts/domains/settings';
import { useCustomerSummary } from '@fwd/shared-contracts/domains/summary';
import { ErrorState, Page, Skeleton, Stack, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import { listWarehouses } from '../features/dashboard/api/get-dashboard';
import { BalanceCard } from '../features/dashboard/components/balance-card';
import { LatestNotifications } from '../features/dashboard/components/latest-notifications';
import { StatusCounts } from '../features/dashboard/components/status-counts';
import { StorageWarnings } from '../features/dashboard/components/storage-warnings';
import { WarehouseCard } from '../features/dashboard/components/warehouse-card';

/** /account/dashboard: balance, code and warehouse address, counts by status, warnings, news. Live. */
export function Component() {
  const userId = useAuth((s) => s.record?.id ?? '');
  const summary = useCustomerSummary();
  const warehouses = useApiQuery(queryKeys.custom('warehouses', 'active'), listWarehouses, { staleTime: 3_600_000 });
  const currencies = useShopCurrencies();
  useLive('customer');

  return (
    <Page>
      <Stack $gap={6}>
        {summary.data && <StorageWarnings storage={summary.data.storage} />}
        <Cards>
          <BalanceCard currency={currencies?.home} />
          <WarehouseCard warehouses={warehouses.data} pending={warehouses.isPending} />
        </Cards>
        {summary.isPending && <Skeleton lines={4} />}
        {summary.isError && <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />}
        {summary.data && <StatusCounts summary={summary.data} />}
        {userId && <LatestNotifications userId={userId} />}
      </Stack>
    </Page>
  );
}

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: ${theme.space(4)};
  h2 {
    margin-top: 0;
    font-size: 1.1rem;
  }
`;
