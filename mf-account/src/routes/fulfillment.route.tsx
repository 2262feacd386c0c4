import { Link, useAuth, useTranslation } from '@fwd/shared-contracts';
import type { ShipmentRow } from '@fwd/shared-contracts/domains/shipments';
import { useCustomerSummary } from '@fwd/shared-contracts/domains/summary';
import { useShopCurrencies } from '@fwd/shared-contracts/domains/settings';
import { Button, Page, Stack, StatusTabs, useListTable } from '@fwd/shared-ui';
import { useMemo } from 'react';
import { ShipmentDrawer } from '../features/fulfillments/components/shipment-drawer';
import { ShipmentTable } from '../features/fulfillments/components/shipment-table';
import { customerShipmentList } from '../features/fulfillments/fulfillment-rules';

export { listPageLoader as loader } from '@fwd/shared-ui';

/**
 * /account/fulfillment: the customer's shipments by status tab (with counts), newest first, with
 * total, carrier and tracking; `?id=` opens one in a drawer with its parcels, address, fees and
 * timeline, and cancels it before packing. Live: what the warehouse does shows without a reload.
 */
export function Component() {
  const { t } = useTranslation('account');
  const userId = useAuth((s) => s.record?.id ?? '');
  const list = useListTable<'fulfillments', ShipmentRow>(
    'fulfillments',
    useMemo(() => customerShipmentList(userId), [userId]),
  );
  const summary = useCustomerSummary();
  const currency = useShopCurrencies()?.home;

  return (
    <Page
      actions={
        <Button as={Link} to="/account/fulfillment/create">
          {t('fulfillments.new')}
        </Button>
      }
    >
      <Stack $gap={4}>
        {list.tabs && (
          <StatusTabs {...list.tabs} counts={summary.data?.fulfillments} label={t('fulfillments.tabs.label')} />
        )}
        <ShipmentTable
          table={list.table}
          currency={currency}
          detailHref={list.detailHref}
          filtered={list.filtered}
          onShowAll={list.clearFilters}
        />
      </Stack>
      <ShipmentDrawer id={list.view.selectedId} rows={list.table.rows} currency={currency} onClose={list.view.close} />
    </Page>
  );
}
