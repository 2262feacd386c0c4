import { useFileToken, useTranslation, type RechargeRecord } from '@fwd/shared-contracts';
import {
  Button,
  DataTable,
  EmptyState,
  Muted,
  Stack,
  StatusBadge,
  theme,
  type DataColumn,
  type ListTableBinding,
} from '@fwd/shared-ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { DateTimeText, MoneyText } from './cells';
import { ProofLink } from './proof-link';

export interface RechargeHistoryProps {
  /** The list's table props (`useListTable(...).table`); a row opens nothing (its button does). */
  table: ListTableBinding<RechargeRecord>;
  currency: string;
  /** Opens a top-up's transfer details (and its proof upload). */
  onOpen: (id: string) => void;
}

/** The customer's earlier top-ups, newest first, with status, reason and proof. Live. */
export function RechargeHistory({ table, currency, onOpen }: RechargeHistoryProps) {
  const { t } = useTranslation('account');
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a row opens nothing: its button does
  const { onRowClick, sort, onSortChange, ...binding } = table;
  const { rows } = binding;
  const token = useFileToken(Boolean(rows?.some((row) => row.proof)));

  const columns = useMemo<DataColumn<RechargeRecord>[]>(
    () => [
      {
        id: 'date',
        header: t('recharge.history.date'),
        cell: (row) => <DateTimeText value={row.created} />,
      },
      {
        id: 'amount',
        header: t('recharge.history.amount'),
        align: 'end',
        cell: (row) => <MoneyText amount={row.amount} currency={currency} />,
      },
      { id: 'reference', header: t('recharge.history.reference'), cell: (row) => <Code>{row.reference}</Code> },
      {
        id: 'status',
        header: t('recharge.history.status'),
        cell: (row) => (
          <Stack $gap={1}>
            <span>
              <StatusBadge machine="recharge" status={row.status} />
            </span>
            {row.status === 'rejected' && row.reason && (
              <Small>{t('recharge.history.reason', { reason: row.reason })}</Small>
            )}
          </Stack>
        ),
      },
      {
        id: 'proof',
        header: t('recharge.history.proof'),
        cell: (row) =>
          row.proof ? (
            <ProofLink recharge={row} token={token} />
          ) : row.status === 'pending' ? (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => onOpen(row.id)}
              aria-label={t('recharge.history.uploadFor', { reference: row.reference })}
            >
              {t('recharge.history.upload')}
            </Button>
          ) : (
            <Small>{t('recharge.history.noProof')}</Small>
          ),
      },
    ],
    [t, currency, token, onOpen],
  );

  return (
    <div>
      <Stack $gap={3}>
        <h2 id="recharge-history-title" style={{ margin: 0, fontSize: '1.2rem' }}>
          {t('recharge.history.title')}
        </h2>
        <DataTable
          {...binding}
          caption={t('recharge.history.title')}
          columns={columns}
          empty={<EmptyState title={t('recharge.history.empty')} />}
        />
      </Stack>
    </div>
  );
}

const Code = styled.code`
  font-family: ${theme.font.mono};
  overflow-wrap: anywhere;
`;

const Small = styled(Muted)`
  font-size: 0.875rem;
`;
