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
import { Button, loadControls, loadDataKit, Muted, Page, Row, Stack, useListView } from '@fwd/shared-ui';
import { useCallback, useMemo } from 'react';
import {
  getParcelSummary,
  paidShipmentsParams,
  parcelListParams,
  type HeldByRow,
  type ParcelRow,
} from '../features/parcels/api/parcels';
import { ParcelDrawer } from '../features/parcels/components/parcel-drawer';
import { ParcelStatusTabs } from '../features/parcels/components/parcel-status-tabs';
import { ParcelTable } from '../features/parcels/components/parcel-table';
import { ShipBar } from '../features/parcels/components/ship-bar';
import { isShippable, PARCEL_FILTERS, parcelStatusOf } from '../features/parcels/parcel-filters';
import { useShipSelection } from '../features/parcels/use-ship-selection';

/** The table, the tabs, the drawer and the picture viewer arrive with the page, so it never suspends. */
export async function loader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

/**
 * /account/parcel: the customer's parcels by status tab (with counts), each with its photos, its
 * weights and what its shelf costs; received ones can be picked for a new shipment. `?id=` opens
 * one in a drawer. Live: a parcel the warehouse receives appears without a reload.
 */
export function Component() {
  const { t } = useTranslation('account');
  const userId = useAuth((s) => s.record?.id ?? '');
  const view = useListView({ filters: PARCEL_FILTERS });
  const status = parcelStatusOf(view.filters.status);
  const parcels = useList<'parcels', ParcelRow>('parcels', parcelListParams(userId, status, view.page));
  const summary = useApiQuery(queryKeys.custom('summary', 'customer'), getParcelSummary, {
    dependsOn: ['orders', 'parcels', 'fulfillments', 'settings'],
  });
  const paid = useList<'fulfillments', HeldByRow>('fulfillments', paidShipmentsParams(userId));
  useLive('customer');

  const held = useMemo(() => {
    const map = new Map<string, HeldByRow>();
    for (const shipment of paid.data?.items ?? []) for (const id of shipment.parcels ?? []) map.set(id, shipment);
    return map;
  }, [paid.data]);
  const rows = parcels.data?.items;
  const selection = useShipSelection(rows, held);
  const shippableHere = useMemo(() => (rows ?? []).filter((row) => isShippable(row, held)), [rows, held]);
  const unpicked = shippableHere.filter((row) => !selection.selected.includes(row.id));

  const [params] = useSearchParams();
  const detailHref = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params);
      next.set('id', id);
      return `?${next.toString()}`;
    },
    [params],
  );
  const terms = summary.data?.storage;

  return (
    <Page
      actions={
        <Button as={Link} to="/account/parcel/add">
          {t('parcels.declare')}
        </Button>
      }
    >
      <Stack $gap={4}>
        <ParcelStatusTabs
          counts={summary.data?.parcels}
          status={status}
          onChange={(next) => view.setFilter('status', next)}
        />
        {shippableHere.length > 0 && (
          <Row>
            <Muted as="span">{t('parcels.ship.hint')}</Muted>
            {unpicked.length > 0 && (
              <Button type="button" $variant="secondary" onClick={() => selection.add(unpicked.map((row) => row.id))}>
                {t('parcels.ship.selectAll')}
              </Button>
            )}
          </Row>
        )}
        <ParcelTable
          rows={rows}
          status={parcels.status}
          error={parcels.error}
          onRetry={() => void parcels.refetch()}
          page={view.page}
          perPage={view.perPage}
          totalItems={parcels.data?.totalItems}
          onPageChange={view.setPage}
          detailHref={detailHref}
          onOpen={view.open}
          terms={terms}
          held={held}
          selected={selection.selected}
          onToggle={selection.toggle}
          filtered={Boolean(status)}
          onShowAll={() => view.setFilters({ status: '' })}
        />
        <ShipBar ids={selection.selected} onClear={selection.clear} />
      </Stack>
      <ParcelDrawer
        id={view.selectedId}
        rows={rows}
        terms={terms}
        held={held}
        currency={terms?.currency || undefined}
        onClose={view.close}
      />
    </Page>
  );
}
