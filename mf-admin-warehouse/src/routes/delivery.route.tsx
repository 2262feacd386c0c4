import { useFormat, useLive, useTranslation } from '@fwd/shared-contracts';
import {
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  loadControls,
  loadDataKit,
  Page,
  Row,
  Stack,
  Tabs,
  useListView,
  type DataColumn,
} from '@fwd/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { customerLabel, useCustomerNames } from '../api/customers';
import { DeliveryNote } from '../features/delivery/components/delivery-note';
import { HandOver, markDelivered } from '../features/delivery/components/hand-over';
import { useShipments, type ShipmentRow } from '../api/shipments';

export async function loader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

const PER_PAGE = 30;
const TABS = ['packed', 'shipped'] as const;
type Tab = (typeof TABS)[number];
type Outcome = { code: string; ok: boolean; message?: string };

/**
 * /admin/wh/delivery: packed shipments handed to a carrier (carrier and tracking number, one or a
 * batch) → `shipped`; shipped ones marked `delivered`; a delivery note printed for a batch.
 */
export function Component() {
  const { t } = useTranslation('warehouse');
  const format = useFormat();
  const view = useListView({ filters: ['tab'] });
  const tab: Tab = view.filters.tab === 'shipped' ? 'shipped' : 'packed';
  const list = useShipments([tab], view.page, tab === 'packed' ? 'paid_at' : 'shipped_at');
  useLive('fulfillments');
  const [selected, setSelected] = useState<string[]>([]);
  const [handing, setHanding] = useState<ShipmentRow[] | null>(null);
  const [delivering, setDelivering] = useState<ShipmentRow[] | null>(null);
  const [note, setNote] = useState<ShipmentRow[] | null>(null);
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const rows = list.data?.items;
  const names = useCustomerNames((rows ?? []).map((row) => row.user));
  const chosen = (ids: string[]) => (rows ?? []).filter((row) => ids.includes(row.id));

  const columns: DataColumn<ShipmentRow>[] = [
    { id: 'code', header: t('delivery.table.code'), cell: (row) => row.code },
    {
      id: 'customer',
      header: t('delivery.table.customer'),
      cell: (row) => customerLabel(names, row.user),
    },
    {
      id: 'to',
      header: t('delivery.table.to'),
      hideOnPhone: true,
      cell: (row) => (row.address_snapshot ? `${row.address_snapshot.name}, ${row.address_snapshot.area_name}` : '—'),
    },
    {
      id: 'weight',
      header: t('delivery.table.weight'),
      align: 'end',
      cell: (row) => t('labels.kg', { kg: format.weight(row.final_weight_kg || row.chargeable_kg) }),
    },
    {
      id: 'carrier',
      header: t('delivery.table.carrier'),
      // A carrier's tracking number is one long word: it may break, so the table fits a tablet.
      cell: (row) => (row.carrier ? <Breakable>{`${row.carrier} · ${row.tracking_no}`}</Breakable> : '—'),
    },
    {
      id: 'when',
      header: tab === 'packed' ? t('delivery.table.paid') : t('delivery.table.shipped'),
      cell: (row) => format.dateTime(tab === 'packed' ? row.paid_at : row.shipped_at),
    },
  ];

  return (
    <Page>
      <Stack $gap={4}>
        <Tabs
          label={t('delivery.tabs.label')}
          tabs={TABS.map((id) => ({ id, label: t(`delivery.tabs.${id}`) }))}
          value={tab}
          onChange={(id) => {
            setSelected([]);
            setOutcomes(null);
            view.setFilter('tab', id === 'packed' ? '' : id);
          }}
        />
        {outcomes && (
          <Alert tone={outcomes.every((o) => o.ok) ? 'success' : 'warning'}>
            {t('delivery.delivered.summary', { ok: outcomes.filter((o) => o.ok).length, count: outcomes.length })}{' '}
            {outcomes
              .filter((o) => !o.ok)
              .map((o) => `${o.code}: ${o.message}`)
              .join(' · ')}
          </Alert>
        )}
        <DataTable
          caption={t(`delivery.table.caption.${tab}`)}
          columns={columns}
          rows={rows}
          status={list.status}
          error={list.error}
          onRetry={() => void list.refetch()}
          empty={<EmptyState title={t(`delivery.table.none.${tab}`)} />}
          getRowId={(row) => row.id}
          page={view.page}
          perPage={PER_PAGE}
          hasNextPage={(rows?.length ?? 0) === PER_PAGE}
          onPageChange={view.setPage}
          rowName={(row) => row.code}
          selection={{
            selected,
            onChange: setSelected,
            actions: (ids) => (
              <Row $gap={2}>
                {tab === 'packed' ? (
                  <Button type="button" onClick={() => setHanding(chosen(ids))}>
                    {t('delivery.handOver.open', { count: ids.length })}
                  </Button>
                ) : (
                  <Button type="button" onClick={() => setDelivering(chosen(ids))}>
                    {t('delivery.delivered.open', { count: ids.length })}
                  </Button>
                )}
                <Button type="button" $variant="secondary" onClick={() => setNote(chosen(ids))}>
                  {t('delivery.note.open', { count: ids.length })}
                </Button>
              </Row>
            ),
          }}
        />
      </Stack>
      {handing && (
        <HandOver
          shipments={handing}
          onDone={() => {
            setHanding(null);
            setSelected([]);
          }}
        />
      )}
      <ConfirmDialog
        open={delivering !== null}
        onOpenChange={(open) => !open && setDelivering(null)}
        title={t('delivery.delivered.title', { count: delivering?.length ?? 0 })}
        description={delivering?.map((s) => s.code).join(', ')}
        confirmLabel={t('delivery.delivered.confirm')}
        onConfirm={async () => {
          if (!delivering) return;
          setOutcomes(await markDelivered(delivering));
          setSelected([]);
        }}
      />
      {note && <DeliveryNote shipments={note} onClose={() => setNote(null)} />}
    </Page>
  );
}

const Breakable = styled.span`
  overflow-wrap: anywhere;
`;
