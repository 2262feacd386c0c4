import { Link, useTranslation } from '@fwd/shared-contracts';
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
import { DateCell } from '../../../components/list-parts';
import { Money } from '../../../components/money';
import type { RefundRow } from '../api/refunds';

export interface RefundTableProps {
  /** The list's table props (`useListTable(...).table`); a row opens nothing (its code links). */
  table: ListTableBinding<RefundRow>;
  /** Home currency; undefined while the settings load. */
  currency: string | undefined;
  onNew: () => void;
}

/** What a refund is for: the order or shipment code, linking to its detail. */
export function RefundFor({ row }: { row: RefundRow }) {
  const { t } = useTranslation('account');
  const order = row.expand?.order;
  const shipment = row.expand?.fulfillment;
  if (order) {
    return (
      <Link to={`/account/order?id=${encodeURIComponent(order.id)}`}>
        {t('refunds.list.order', { code: order.code })}
      </Link>
    );
  }
  if (shipment) {
    return (
      <Link to={`/account/fulfillment?id=${encodeURIComponent(shipment.id)}`}>
        {t('refunds.list.shipment', { code: shipment.code })}
      </Link>
    );
  }
  return <span>{t('refunds.list.unknownTarget')}</span>;
}

function useRefundColumns(currency: string | undefined): DataColumn<RefundRow>[] {
  const { t } = useTranslation('account');
  return useMemo(
    () => [
      {
        id: 'created',
        header: t('refunds.list.columns.created'),
        cell: (row) => <DateCell value={row.created} />,
      },
      { id: 'for', header: t('refunds.list.columns.for'), cell: (row) => <RefundFor row={row} /> },
      {
        id: 'amount',
        header: t('refunds.list.columns.amount'),
        align: 'end',
        cell: (row) => <Money amount={row.amount} currency={currency} />,
      },
      {
        id: 'status',
        header: t('refunds.list.columns.status'),
        cell: (row) => <StatusBadge machine="refund" status={row.status} />,
      },
      {
        id: 'reason',
        header: t('refunds.list.columns.reason'),
        cell: (row) => (
          <Reason>
            <span>{row.reason}</span>
            {row.review_note && (
              <Answer $rejected={row.status === 'rejected'}>
                {t(row.status === 'rejected' ? 'refunds.list.rejectedNote' : 'refunds.list.reviewNote', {
                  note: row.review_note,
                })}
              </Answer>
            )}
          </Reason>
        ),
      },
    ],
    [t, currency],
  );
}

/** The customer's refund requests, newest first, with our answer once finance decided. */
export function RefundTable(props: RefundTableProps) {
  const { t } = useTranslation('account');
  const columns = useRefundColumns(props.currency);
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a row opens nothing: its code links
  const { onRowClick, ...table } = props.table;
  return (
    <DataTable
      {...table}
      caption={t('refunds.list.caption')}
      columns={columns}
      empty={
        <EmptyState title={t('refunds.list.empty')}>
          <span>{t('refunds.list.emptyHint')}</span>
          <Button type="button" onClick={props.onNew}>
            {t('refunds.list.newFirst')}
          </Button>
        </EmptyState>
      }
    />
  );
}

const Reason = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  max-width: 40ch;
  overflow-wrap: anywhere;
`;

const Answer = styled.span<{ $rejected: boolean }>`
  color: ${({ $rejected }) => ($rejected ? theme.color.danger : theme.color.muted)};
  font-size: 0.875rem;
`;
