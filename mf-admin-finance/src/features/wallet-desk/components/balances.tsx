import { Link, useFormat, useList, useTranslation } from '@fwd/shared-contracts';
import { Button, DataTable, EmptyState, Row, TextField, theme, type DataColumn } from '@fwd/shared-ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { balancesParams, balanceSort, type Customer } from '../api/wallet-desk';

interface Props {
  currency: string;
  q: string;
  page: number;
  sort: string | undefined;
  onSearch: (q: string) => void;
  onPageChange: (page: number) => void;
  onSortChange: (sort: string | null) => void;
  onAdjust: (customer: Customer) => void;
}

/** Every customer's balance, searchable and sortable, with their ledger and an adjustment. */
export function Balances({ currency, q, page, sort, onSearch, onPageChange, onSortChange, onAdjust }: Props) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const list = useList<'users', Customer>('users', balancesParams(q, page, sort));
  const columns: DataColumn<Customer>[] = [
    { id: 'code', header: t('walletDesk.balances.code'), sortField: 'code', cell: (row) => row.code },
    { id: 'name', header: t('walletDesk.balances.name'), sortField: 'name', cell: (row) => row.name },
    { id: 'email', header: t('walletDesk.balances.email'), hideOnPhone: true, cell: (row) => row.email },
    {
      id: 'balance',
      header: t('walletDesk.balances.balance'),
      sortField: 'balance',
      align: 'end',
      cell: (row) => format.money(row.balance, currency),
    },
    {
      id: 'actions',
      header: t('walletDesk.balances.actions'),
      cell: (row) => (
        <Row $gap={2}>
          <Link
            to={`/admin/transaction?user=${row.id}`}
            aria-label={t('walletDesk.balances.ledgerOf', { code: row.code })}
          >
            {t('walletDesk.balances.ledger')}
          </Link>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => onAdjust(row)}
            aria-label={t('walletDesk.balances.adjustOf', { code: row.code })}
          >
            {t('walletDesk.balances.adjust')}
          </Button>
        </Row>
      ),
    },
  ];
  return (
    <>
      <Search
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <TextField
          label={t('walletDesk.balances.search')}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{t('walletDesk.balances.find')}</Button>
      </Search>
      <DataTable
        caption={t('walletDesk.balances.caption')}
        columns={columns}
        rows={list.data?.items}
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={<EmptyState title={q ? t('walletDesk.balances.noMatch', { q }) : t('walletDesk.balances.empty')} />}
        getRowId={(row) => row.id}
        page={page}
        perPage={30}
        totalItems={list.data?.totalItems}
        onPageChange={onPageChange}
        sort={balanceSort(sort)}
        onSortChange={onSortChange}
      />
    </>
  );
}

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  align-items: flex-end;
  margin-bottom: ${theme.space(3)};

  > :first-child {
    flex: 1 1 16rem;
  }
`;
