import { Link, useFormat, useLive, useRecord, useTranslation } from '@fwd/shared-contracts';
import { SHIPMENT_EXPAND, type ShipmentRow } from '@fwd/shared-contracts/domains/shipments';
import {
  DataTable,
  EmptyState,
  ErrorState,
  listPageLoader,
  Page,
  Skeleton,
  Stack,
  statusColumn,
  useListTable,
  useListView,
  type DataColumn,
} from '@fwd/shared-ui';
import { customerLabel, useCustomerNames } from '../api/customers';
import { PackPanel } from '../features/packing/components/pack-panel';
import { TO_PACK_LIST } from '../features/packing/to-pack-list';

export const loader = listPageLoader;

/**
 * /admin/wh/fulfill: paid shipments to pack, oldest first; `?id=` opens one to pick by scanning
 * (shelf order), weigh and measure the box, and print its label.
 */
export function Component() {
  const { t } = useTranslation('warehouse');
  const view = useListView({ filters: [] });
  useLive(['fulfillments', 'parcels']);
  return (
    <Page>
      {view.selectedId ? (
        <Stack $gap={3}>
          <Link to="/admin/wh/fulfill">{t('packing.back')}</Link>
          <OneShipment id={view.selectedId} />
        </Stack>
      ) : (
        <ToPack />
      )}
    </Page>
  );
}

function OneShipment({ id }: { id: string }) {
  const shipment = useRecord<'fulfillments', ShipmentRow>('fulfillments', id, { expand: SHIPMENT_EXPAND });
  if (shipment.isPending) return <Skeleton lines={8} />;
  if (shipment.isError) return <ErrorState error={shipment.error} onRetry={() => void shipment.refetch()} />;
  return <PackPanel key={shipment.data.id} shipment={shipment.data} />;
}

function ToPack() {
  const { t } = useTranslation('warehouse');
  const format = useFormat();
  const list = useListTable<'fulfillments', ShipmentRow>('fulfillments', TO_PACK_LIST);
  const rows = list.table.rows;
  const names = useCustomerNames((rows ?? []).map((row) => row.user));
  const columns: DataColumn<ShipmentRow>[] = [
    { id: 'code', header: t('packing.table.code'), cell: (row) => <Link to={`?id=${row.id}`}>{row.code}</Link> },
    {
      id: 'customer',
      header: t('packing.table.customer'),
      cell: (row) => customerLabel(names, row.user),
    },
    { id: 'parcels', header: t('packing.table.parcels'), align: 'end', cell: (row) => row.parcels.length },
    {
      id: 'line',
      header: t('packing.table.line'),
      hideOnPhone: true,
      cell: (row) => row.expand?.shipping_line?.name ?? '—',
    },
    { id: 'paid', header: t('packing.table.paid'), cell: (row) => format.dateTime(row.paid_at) },
    statusColumn('fulfillment', t('packing.table.status')),
  ];
  return (
    <DataTable
      {...list.table}
      caption={t('packing.table.caption')}
      columns={columns}
      empty={<EmptyState title={t('packing.table.none')} />}
    />
  );
}
