import { Link, useAuth, useList, useTranslation } from '@fwd/shared-contracts';
import { paidShipmentsParams, type HeldByRow, type ParcelRow } from '@fwd/shared-contracts/domains/parcels';
import { useCustomerSummary } from '@fwd/shared-contracts/domains/summary';
import { Button, Muted, Page, Row, Stack, StatusTabs, useListTable } from '@fwd/shared-ui';
import { useMemo } from 'react';
import { ParcelDrawer } from '../features/parcels/components/parcel-drawer';
import { ParcelTable } from '../features/parcels/components/parcel-table';
import { ShipBar } from '../features/parcels/components/ship-bar';
import { customerParcelList, isShippable, parcelTabStatuses } from '../features/parcels/parcel-filters';
import { useShipSelection } from '../features/parcels/use-ship-selection';

export { listPageLoader as loader } from '@fwd/shared-ui';

/**
 * /account/parcel: the customer's parcels by status tab (with counts), each with its photos, its
 * weights and what its shelf costs; received ones can be picked for a new shipment. `?id=` opens
 * one in a drawer. Live: a parcel the warehouse receives appears without a reload.
 */
export function Component() {
  const { t } = useTranslation('account');
  const userId = useAuth((s) => s.record?.id ?? '');
  const list = useListTable<'parcels', ParcelRow>(
    'parcels',
    useMemo(() => customerParcelList(userId), [userId]),
  );
  const summary = useCustomerSummary();
  const paid = useList<'fulfillments', HeldByRow>('fulfillments', paidShipmentsParams(userId));

  const held = useMemo(() => {
    const map = new Map<string, HeldByRow>();
    for (const shipment of paid.data?.items ?? []) for (const id of shipment.parcels ?? []) map.set(id, shipment);
    return map;
  }, [paid.data]);
  const rows = list.table.rows;
  const selection = useShipSelection(rows, held);
  const shippableHere = useMemo(() => (rows ?? []).filter((row) => isShippable(row, held)), [rows, held]);
  const unpicked = shippableHere.filter((row) => !selection.selected.includes(row.id));
  const counts = summary.data?.parcels;
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
        {list.tabs && (
          <StatusTabs
            {...list.tabs}
            counts={counts}
            statuses={parcelTabStatuses(counts, list.tab)}
            label={t('parcels.tabs.label')}
          />
        )}
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
          table={list.table}
          detailHref={list.detailHref}
          terms={terms}
          held={held}
          selected={selection.selected}
          onToggle={selection.toggle}
          filtered={list.filtered}
          onShowAll={list.clearFilters}
        />
        <ShipBar ids={selection.selected} onClear={selection.clear} />
      </Stack>
      <ParcelDrawer
        id={list.view.selectedId}
        rows={rows}
        terms={terms}
        held={held}
        currency={terms?.currency || undefined}
        onClose={list.view.close}
      />
    </Page>
  );
}
