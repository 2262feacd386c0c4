import { useTranslation } from '@fwd/shared-contracts';
import { DataTable, EmptyState, StatusBadge, type DataColumn, type ListTableBinding } from '@fwd/shared-ui';
import { useMemo } from 'react';
import { LinkButtons } from '../../../components/link-buttons';
import { codeColumn, DateCell, ShowAllEmpty } from '../../../components/list-parts';
import { Money } from '../../../components/money';
import type { OrderRow } from '../api/orders';

export interface OrderTableProps {
  /** The list helper's binding (`useListTable(...).table`). */
  table: ListTableBinding<OrderRow>;
  /** Home currency (totals); undefined while the settings load. */
  currency: string | undefined;
  /** The link that opens an order's detail (`?id=` on this list, keeping its view). */
  detailHref: (id: string) => string;
  /** Whether a tab or a search narrows the list (chooses the empty state). */
  filtered: boolean;
  onShowAll: () => void;
}

function useOrderColumns(currency: string | undefined, detailHref: (id: string) => string): DataColumn<OrderRow>[] {
  const { t } = useTranslation('account');
  return useMemo(
    () => [
      codeColumn(t('orders.columns.code'), detailHref),
      { id: 'shop', header: t('orders.columns.shop'), cell: (row) => row.shop },
      {
        id: 'status',
        header: t('orders.columns.status'),
        cell: (row) => <StatusBadge machine="order" status={row.status} />,
      },
      {
        id: 'total',
        header: t('orders.columns.total'),
        align: 'end',
        cell: (row) => <Money amount={row.total} currency={currency} />,
      },
      { id: 'created', header: t('orders.columns.created'), cell: (row) => <DateCell value={row.created} /> },
    ],
    [t, currency, detailHref],
  );
}

/** The customer's orders, newest first: a table, cards on a phone; the code opens the detail. */
export function OrderTable(props: OrderTableProps) {
  const { t } = useTranslation('account');
  const columns = useOrderColumns(props.currency, props.detailHref);
  const ways = [
    { to: '/account/search', label: t('orders.empty.search') },
    { to: '/account/order-manual', label: t('orders.empty.manual') },
  ];
  const empty = props.filtered ? (
    <ShowAllEmpty title={t('orders.empty.filtered')} label={t('orders.empty.showAll')} onShowAll={props.onShowAll} />
  ) : (
    <EmptyState title={t('orders.empty.none')}>
      <span>{t('orders.empty.hint')}</span>
      <LinkButtons links={ways} />
    </EmptyState>
  );
  return <DataTable {...props.table} caption={t('orders.caption')} columns={columns} empty={empty} />;
}
