import { Link, useFormat, useTranslation } from '@fwd/shared-contracts';
import {
  Button,
  DataTable,
  EmptyState,
  StatusBadge,
  theme,
  type DataColumn,
  type ListTableBinding,
} from '@fwd/shared-ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { LinkButtons } from '../../../components/link-buttons';
import type { OrderRow } from '../api/orders';
import { Money } from './money';

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
  const format = useFormat();
  return useMemo(
    () => [
      {
        id: 'code',
        header: t('orders.columns.code'),
        cell: (row) => (
          <CodeLink to={detailHref(row.id)} preventScrollReset>
            {row.code}
          </CodeLink>
        ),
      },
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
      {
        id: 'created',
        header: t('orders.columns.created'),
        cell: (row) => <time dateTime={row.created.replace(' ', 'T')}>{format.date(row.created)}</time>,
      },
    ],
    [t, format, currency, detailHref],
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
    <EmptyState title={t('orders.empty.filtered')}>
      <Button type="button" $variant="secondary" onClick={props.onShowAll}>
        {t('orders.empty.showAll')}
      </Button>
    </EmptyState>
  ) : (
    <EmptyState title={t('orders.empty.none')}>
      <span>{t('orders.empty.hint')}</span>
      <LinkButtons links={ways} />
    </EmptyState>
  );
  return <DataTable {...props.table} caption={t('orders.caption')} columns={columns} empty={empty} />;
}

const CodeLink = styled(Link)`
  font-family: ${theme.font.mono};
  font-weight: 600;
  white-space: nowrap;
`;
