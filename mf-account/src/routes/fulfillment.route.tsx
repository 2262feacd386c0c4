import {
  Link,
  queryKeys,
  useApiQuery,
  useAuth,
  useList,
  useLive,
  useSearchParams,
  useTranslation,
} from '@fwd/shared-contracts';
import { Button, loadControls, loadDataKit, Page, Stack, useListView } from '@fwd/shared-ui';
import { useCallback } from 'react';
import {
  fulfillmentListParams,
  getShopSettings,
  getSummary,
  type FulfillmentRow,
} from '../features/fulfillments/api/fulfillments';
import { ShipmentDrawer } from '../features/fulfillments/components/shipment-drawer';
import { ShipmentTable } from '../features/fulfillments/components/shipment-table';
import { ShipmentTabs } from '../features/fulfillments/components/shipment-tabs';
import { FULFILLMENT_FILTERS, fulfillmentStatusOf } from '../features/fulfillments/fulfillment-rules';

/** The table, the tabs, the drawer and its dialog arrive with the page, so it never suspends for them. */
export async function loader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

/**
 * /account/fulfillment: the customer's shipments by status tab (with counts), newest first, with
 * total, carrier and tracking; `?id=` opens one in a drawer with its parcels, address, fees and
 * timeline, and cancels it before packing. Live: what the warehouse does shows without a reload.
 */
export function Component() {
  const { t } = useTranslation('account');
  const userId = useAuth((s) => s.record?.id ?? '');
  const view = useListView({ filters: FULFILLMENT_FILTERS });
  const status = fulfillmentStatusOf(view.filters.status);
  const shipments = useList<'fulfillments', FulfillmentRow>(
    'fulfillments',
    fulfillmentListParams(userId, status, view.page),
  );
  const summary = useApiQuery(queryKeys.custom('summary', 'customer'), getSummary, {
    dependsOn: ['orders', 'parcels', 'fulfillments', 'settings'],
  });
  const settings = useApiQuery(queryKeys.custom('settings', 'default'), getShopSettings, { staleTime: 600_000 });
  const currency = settings.isSuccess ? settings.data?.home_currency || 'VND' : undefined;
  useLive('customer');

  const [params] = useSearchParams();
  const detailHref = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params);
      next.set('id', id);
      return `?${next.toString()}`;
    },
    [params],
  );

  return (
    <Page
      actions={
        <Button as={Link} to="/account/fulfillment/create">
          {t('fulfillments.new')}
        </Button>
      }
    >
      <Stack $gap={4}>
        <ShipmentTabs
          counts={summary.data?.fulfillments}
          status={status}
          onChange={(next) => view.setFilter('status', next)}
        />
        <ShipmentTable
          rows={shipments.data?.items}
          status={shipments.status}
          error={shipments.error}
          onRetry={() => void shipments.refetch()}
          page={view.page}
          perPage={view.perPage}
          totalItems={shipments.data?.totalItems}
          onPageChange={view.setPage}
          currency={currency}
          detailHref={detailHref}
          onOpen={view.open}
          filtered={Boolean(status)}
          onShowAll={() => view.setFilters({ status: '' })}
        />
      </Stack>
      <ShipmentDrawer id={view.selectedId} rows={shipments.data?.items} currency={currency} onClose={view.close} />
    </Page>
  );
}
