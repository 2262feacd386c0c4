import { Link, useFormat, useLive, useTranslation } from '@fwd/shared-contracts';
import {
  DataTable,
  EmptyState,
  ErrorState,
  loadControls,
  loadDataKit,
  Page,
  Skeleton,
  Stack,
  StatusBadge,
  useListView,
  type DataColumn,
} from '@fwd/shared-ui';
import { customerLabel, useCustomerNames } from '../api/customers';
import { useShipment, useShipments, type ShipmentRow } from '../api/shipments';
import { PackPanel } from '../features/packing/components/pack-panel';

export async function loader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

const PER_PAGE = 30;
const TO_PACK = ['paid', 'packing'] as const;

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
        <ToPack page={view.page} onPage={view.setPage} onOpen={view.open} />
      )}
    </Page>
  );
}

function OneShipment({ id }: { id: string }) {
  const shipment = useShipment(id);
  if (shipment.isPending) return <Skeleton lines={8} />;
  if (shipment.isError) return <ErrorState error={shipment.error} onRetry={() => void shipment.refetch()} />;
  return <PackPanel key={shipment.data.id} shipment={shipment.data} />;
}

function ToPack({
  page,
  onPage,
  onOpen,
}: {
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('warehouse');
  const format = useFormat();
  const list = useShipments(TO_PACK, page);
  const rows = list.data?.items;
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
    {
      id: 'status',
      header: t('packing.table.status'),
      cell: (row) => <StatusBadge machine="fulfillment" status={row.status} />,
    },
  ];
  return (
    <DataTable
      caption={t('packing.table.caption')}
      columns={columns}
      rows={rows}
      status={list.status}
      error={list.error}
      onRetry={() => void list.refetch()}
      empty={<EmptyState title={t('packing.table.none')} />}
      getRowId={(row) => row.id}
      page={page}
      perPage={PER_PAGE}
      hasNextPage={(rows?.length ?? 0) === PER_PAGE}
      onPageChange={onPage}
      onRowClick={(row) => onOpen(row.id)}
    />
  );
}
