import { Link, useTranslation } from '@fwd/shared-contracts';
import type { ShipmentRow as FulfillmentRow } from '@fwd/shared-contracts/domains/shipments';
import { Button, DataTable, EmptyState, StatusBadge, type DataColumn, type ListTableBinding } from '@fwd/shared-ui';
import { useMemo } from 'react';
import { codeColumn, DateCell, ShowAllEmpty } from '../../../components/list-parts';
import { Money } from '../../../components/money';
import { Tracking } from './tracking';

export interface ShipmentTableProps {
  /** The list helper's table binding (rows, states, pages, the row opening its detail). */
  table: ListTableBinding<FulfillmentRow>;
  /** Home currency; undefined while the settings load. */
  currency: string | undefined;
  /** The link that opens a shipment's detail (`?id=` on this list, keeping its view). */
  detailHref: (id: string) => string;
  /** Whether a status tab narrows the list (chooses the empty state). */
  filtered: boolean;
  onShowAll: () => void;
}

function useColumns(currency: string | undefined, detailHref: (id: string) => string): DataColumn<FulfillmentRow>[] {
  const { t } = useTranslation('account');
  return useMemo(
    () => [
      codeColumn(t('fulfillments.columns.code'), detailHref),
      {
        id: 'status',
        header: t('fulfillments.columns.status'),
        cell: (row) => <StatusBadge machine="fulfillment" status={row.status} />,
      },
      {
        id: 'total',
        header: t('fulfillments.columns.total'),
        align: 'end',
        cell: (row) => <Money amount={row.total} currency={currency} />,
      },
      {
        id: 'tracking',
        header: t('fulfillments.columns.tracking'),
        cell: (row) => <Tracking carrier={row.carrier} trackingNo={row.tracking_no} />,
      },
      { id: 'created', header: t('fulfillments.columns.created'), cell: (row) => <DateCell value={row.created} /> },
      {
        id: 'shipped',
        header: t('fulfillments.columns.shipped'),
        hideOnPhone: true,
        cell: (row) => <DateCell value={row.shipped_at} />,
      },
      {
        id: 'delivered',
        header: t('fulfillments.columns.delivered'),
        hideOnPhone: true,
        cell: (row) => <DateCell value={row.delivered_at} />,
      },
    ],
    [t, currency, detailHref],
  );
}

/** The customer's shipments, newest first: a table, cards on a phone; the code opens the detail. */
export function ShipmentTable(props: ShipmentTableProps) {
  const { t } = useTranslation('account');
  const columns = useColumns(props.currency, props.detailHref);
  const empty = props.filtered ? (
    <ShowAllEmpty
      title={t('fulfillments.empty.filtered')}
      label={t('fulfillments.empty.showAll')}
      onShowAll={props.onShowAll}
    />
  ) : (
    <EmptyState title={t('fulfillments.empty.none')}>
      <span>{t('fulfillments.empty.hint')}</span>
      <Button as={Link} to="/account/fulfillment/create">
        {t('fulfillments.empty.create')}
      </Button>
    </EmptyState>
  );
  return <DataTable {...props.table} caption={t('fulfillments.caption')} columns={columns} empty={empty} />;
}
