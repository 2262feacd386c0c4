import { useFormat, useSearchParams, useTranslation } from '@fwd/shared-contracts';
import type { ShipmentRow } from '@fwd/shared-contracts/domains/shipments';
import {
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  listPageLoader,
  Page,
  Row,
  Stack,
  Tabs,
  useListTable,
  type DataColumn,
} from '@fwd/shared-ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { customerLabel, useCustomerNames } from '../api/customers';
import { DeliveryNote } from '../features/delivery/components/delivery-note';
import { HandOver, markDelivered, type Outcome } from '../features/delivery/components/hand-over';
import { DELIVERY_TABS, deliveryList, deliveryTabOf } from '../features/delivery/delivery-list';

export const loader = listPageLoader;

/**
 * /admin/wh/delivery: packed shipments handed to a carrier (carrier and tracking number, one or a
 * batch) → `shipped`; shipped ones marked `delivered`; a delivery note printed for a batch.
 */
export function Component() {
  const { t } = useTranslation('warehouse');
  const format = useFormat();
  const [params] = useSearchParams();
  const tab = deliveryTabOf(params.get('tab'));
  const list = useListTable<'fulfillments', ShipmentRow>(
    'fulfillments',
    useMemo(() => deliveryList(tab), [tab]),
  );
  const [handing, setHanding] = useState<ShipmentRow[] | null>(null);
  const [delivering, setDelivering] = useState<ShipmentRow[] | null>(null);
  const [note, setNote] = useState<ShipmentRow[] | null>(null);
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const rows = list.table.rows;
  const names = useCustomerNames((rows ?? []).map((row) => row.user));

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
          tabs={DELIVERY_TABS.map((id) => ({ id, label: t(`delivery.tabs.${id}`) }))}
          value={tab}
          onChange={(id) => {
            setOutcomes(null);
            list.view.setFilter('tab', id === 'packed' ? '' : id);
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
          {...list.table}
          onRowClick={undefined}
          caption={t(`delivery.table.caption.${tab}`)}
          columns={columns}
          empty={<EmptyState title={t(`delivery.table.none.${tab}`)} />}
          rowName={(row) => row.code}
          selection={list.selection((chosen) => (
            <Row $gap={2}>
              {tab === 'packed' ? (
                <Button type="button" onClick={() => setHanding(chosen)}>
                  {t('delivery.handOver.open', { count: chosen.length })}
                </Button>
              ) : (
                <Button type="button" onClick={() => setDelivering(chosen)}>
                  {t('delivery.delivered.open', { count: chosen.length })}
                </Button>
              )}
              <Button type="button" $variant="secondary" onClick={() => setNote(chosen)}>
                {t('delivery.note.open', { count: chosen.length })}
              </Button>
            </Row>
          ))}
        />
      </Stack>
      {handing && (
        <HandOver
          shipments={handing}
          onDone={() => {
            setHanding(null);
            list.clearSelection();
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
          list.clearSelection();
        }}
      />
      {note && <DeliveryNote shipments={note} onClose={() => setNote(null)} />}
    </Page>
  );
}

const Breakable = styled.span`
  overflow-wrap: anywhere;
`;
