import { Link, staffMayAccess, useAuth, useFormat, useTranslation } from '@fwd/shared-contracts';
import { customersDomain, type CustomerRecordsCollection } from '@fwd/shared-contracts/domains/customers';
import { useShopMoney } from '@fwd/shared-contracts/domains/settings';
import {
  Alert,
  Button,
  ErrorState,
  Facts,
  Muted,
  Row,
  Skeleton,
  Stack,
  StatusBadge,
  Tabs,
  theme,
  type StatusMachine,
} from '@fwd/shared-ui';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { RecordDrawer } from '../../../components/record-drawer';
import { useCustomer, useCustomerRecords } from '../api/customers';

export const CUSTOMER_TABS = [
  'profile',
  'orders',
  'parcels',
  'shipments',
  'ledger',
  'addresses',
  'complaints',
] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number];

const PER_PAGE = customersDomain.staff.recordsPerPage;

type AnyRecord = Record<string, unknown> & { id: string; created: string };

/** One customer: profile and balance, and tabs of their orders, parcels, shipments, ledger, addresses, complaints. */
export function CustomerDrawer({
  id,
  tab,
  onTab,
  onClose,
}: {
  id: string;
  tab: CustomerTab;
  onTab: (tab: CustomerTab) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const money = useShopMoney();
  const customer = useCustomer(id);
  const data = customer.data;
  return (
    <RecordDrawer
      query={customer}
      lines={6}
      onClose={onClose}
      title={
        data ? t('customerDesk.detail.title', { code: data.code, name: data.name }) : t('customerDesk.detail.loading')
      }
    >
      {data && (
        <Stack $gap={3}>
          <Tabs
            label={t('customerDesk.tabs.label')}
            tabs={CUSTOMER_TABS.map((id) => ({ id, label: t(`customerDesk.tabs.${id}`) }))}
            value={tab}
            onChange={(next) => onTab(next as CustomerTab)}
          />
          {tab === 'profile' && (
            <Facts>
              <dt>{t('customerDesk.detail.code')}</dt>
              <dd>{data.code}</dd>
              <dt>{t('customerDesk.detail.name')}</dt>
              <dd>{data.name}</dd>
              <dt>{t('customerDesk.detail.email')}</dt>
              <dd>{data.email}</dd>
              <dt>{t('customerDesk.detail.phone')}</dt>
              <dd>{data.phone || '—'}</dd>
              <dt>{t('customerDesk.detail.joined')}</dt>
              <dd>{format.dateTime(data.created)}</dd>
              <dt>{t('customerDesk.detail.balance')}</dt>
              <dd>{money?.home(data.balance)}</dd>
            </Facts>
          )}
          {tab === 'orders' && (
            <Records
              collection="orders"
              userId={id}
              render={(row) => (
                <>
                  <Link to={`/admin/orders?id=${row.id}`}>{String(row.code)}</Link>{' '}
                  <Badge machine="order" status={row.status} /> {money?.home(Number(row.total))}
                </>
              )}
            />
          )}
          {tab === 'parcels' && (
            <Records
              collection="parcels"
              userId={id}
              render={(row) => (
                <>
                  <Link to={`/admin/wh/parcel?q=${encodeURIComponent(String(row.tracking_code))}`}>
                    {String(row.tracking_code)}
                  </Link>{' '}
                  <Badge machine="parcel" status={row.status} />
                </>
              )}
            />
          )}
          {tab === 'shipments' && (
            <Records
              collection="fulfillments"
              userId={id}
              render={(row) => (
                <>
                  {String(row.code || row.id)} <Badge machine="fulfillment" status={row.status} />{' '}
                  {money?.home(Number(row.total))}
                </>
              )}
            />
          )}
          {tab === 'ledger' && <Ledger userId={id} />}
          {tab === 'addresses' && (
            <Records
              collection="addresses"
              userId={id}
              render={(row) => `${String(row.name)} · ${String(row.phone)} · ${String(row.detail)}`}
            />
          )}
          {tab === 'complaints' && (
            <Records
              collection="complaints"
              userId={id}
              render={(row) => (
                <>
                  <Link to={`/admin/complain?id=${row.id}&status=${String(row.status)}`}>
                    {t(`customerDesk.complaintTypes.${String(row.type)}`)}
                  </Link>{' '}
                  <Badge machine="complaint" status={row.status} />
                </>
              )}
            />
          )}
        </Stack>
      )}
    </RecordDrawer>
  );
}

function Badge({ machine, status }: { machine: StatusMachine; status: unknown }) {
  return <StatusBadge machine={machine} status={String(status)} />;
}

/** The ledger is finance's: others get the balance and a link to finance's page. */
function Ledger({ userId }: { userId: string }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const money = useShopMoney();
  const finance = useAuth((state) => staffMayAccess(state, ['finance']));
  if (!finance) {
    return (
      <Alert tone="info">
        {t('customerDesk.ledgerFinance')}{' '}
        <Link to={`/admin/transaction?user=${userId}`}>{t('customerDesk.ledgerLink')}</Link>
      </Alert>
    );
  }
  return (
    <Records
      collection="wallet_transactions"
      userId={userId}
      render={(row) =>
        `${format.dateTime(row.created)} · ${String(row.kind)} · ${money?.home(Number(row.amount)) ?? ''}`
      }
    />
  );
}

function Records({
  collection,
  userId,
  render,
}: {
  collection: CustomerRecordsCollection;
  userId: string;
  render: (row: AnyRecord) => ReactNode;
}) {
  const { t } = useTranslation('orders');
  const [page, setPage] = useState(1);
  const list = useCustomerRecords(collection, userId, page);
  const rows = (list.data?.items ?? []) as unknown as AnyRecord[];
  if (list.isPending) return <Skeleton lines={4} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Stack $gap={2}>
      {rows.length === 0 && <Muted>{t('customerDesk.none')}</Muted>}
      <List>
        {rows.map((row) => (
          <li key={row.id}>{render(row)}</li>
        ))}
      </List>
      {(page > 1 || rows.length === PER_PAGE) && (
        <Row $gap={2}>
          <Button type="button" $variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('customerDesk.previous')}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={rows.length < PER_PAGE}
            onClick={() => setPage(page + 1)}
          >
            {t('customerDesk.next')}
          </Button>
        </Row>
      )}
    </Stack>
  );
}

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${theme.space(4)};
  display: grid;
  gap: ${theme.space(1)};
`;
