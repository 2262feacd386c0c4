import { Link, useFormat, useSearchParams, useTranslation } from '@fwd/shared-contracts';
import { useWaitingParcels, type ParcelRow } from '@fwd/shared-contracts/domains/parcels';
import {
  DataTable,
  EmptyState,
  FilterForm,
  listPageLoader,
  Page,
  Stack,
  StatusBadge,
  statusLabelKey,
  Tabs,
  theme,
  useListTable,
  type DataColumn,
} from '@fwd/shared-ui';
import styled from 'styled-components';
import { customerLabel, useCustomerMatches, useCustomerNames } from '../api/customers';
import { ParcelDrawer } from '../features/parcel-desk/components/parcel-drawer';
import { isParcelStatus, PARCEL_TABS, parcelDeskList, REVIEW } from '../features/parcel-desk/parcel-filters';

export const loader = listPageLoader;

const FILTER_FIELDS = [
  { name: 'code' },
  { name: 'customer' },
  { name: 'shelf' },
  { name: 'from', type: 'date' },
  { name: 'to', type: 'date' },
] as const;
const ALL = 'all';

/**
 * /admin/wh/parcel: every parcel by status, held for review, tracking code, customer, shelf and
 * received dates (kept in the URL); `?id=` opens one: photos and claims side by side, assign to a
 * customer, print its label, send it back.
 */
export function Component() {
  const { t } = useTranslation('warehouse');
  const format = useFormat();
  const [params] = useSearchParams();
  const matches = useCustomerMatches(params.get('customer') ?? '');
  const customerIds = matches.data?.items.map((customer) => customer.id);
  const list = useListTable<'parcels', ParcelRow>('parcels', parcelDeskList(customerIds));
  const view = list.view;
  const counts = useWaitingParcels();
  const status = view.filters.status === REVIEW || isParcelStatus(view.filters.status) ? view.filters.status : ALL;
  const rows = list.table.rows;
  const names = useCustomerNames((rows ?? []).map((row) => row.user));

  const columns: DataColumn<ParcelRow>[] = [
    {
      id: 'code',
      header: t('parcelDesk.table.code'),
      cell: (row) => <Link to={list.detailHref(row.id)}>{row.tracking_code}</Link>,
    },
    {
      id: 'customer',
      header: t('parcelDesk.table.customer'),
      cell: (row) => (row.user ? customerLabel(names, row.user) : t('parcelDesk.unidentified')),
    },
    {
      id: 'order',
      header: t('parcelDesk.table.order'),
      hideOnPhone: true,
      cell: (row) => row.expand?.order?.code ?? '—',
    },
    { id: 'shelf', header: t('parcelDesk.table.shelf'), sortField: 'shelf', cell: (row) => row.shelf || '—' },
    {
      id: 'weight',
      header: t('parcelDesk.table.weight'),
      sortField: 'weight_kg',
      align: 'end',
      cell: (row) => t('parcelDesk.table.kg', { kg: format.weight(row.chargeable_kg || row.weight_kg) }),
    },
    {
      id: 'received',
      header: t('parcelDesk.table.received'),
      sortField: 'received_at',
      cell: (row) => (row.received_at ? format.dateTime(row.received_at) : '—'),
    },
    {
      id: 'status',
      header: t('parcelDesk.table.status'),
      cell: (row) => (
        <>
          <StatusBadge machine="parcel" status={row.status} />{' '}
          {row.in_review && <strong>{t('parcelDesk.review')}</strong>}
        </>
      ),
    },
  ];
  const waiting = (id: string) =>
    id === REVIEW ? counts.data?.review : id === 'unidentified' ? counts.data?.unidentified : undefined;
  const tabs = [
    { id: ALL, label: t('parcelDesk.tabs.all') },
    ...PARCEL_TABS.map((id) => ({
      id,
      label: id === REVIEW ? t('parcelDesk.tabs.review') : t(statusLabelKey('parcel', id)),
      ...(waiting(id) === undefined ? {} : { count: waiting(id) }),
    })),
  ];

  return (
    <Page>
      <Stack $gap={4}>
        <TabStrip>
          <Tabs
            label={t('parcelDesk.tabs.label')}
            tabs={tabs}
            value={status}
            onChange={(id) => view.setFilter('status', id === ALL ? '' : id)}
          />
        </TabStrip>
        <FilterForm
          label={t('parcelDesk.filters.label')}
          fields={FILTER_FIELDS.map((field) => ({ ...field, label: t(`parcelDesk.filters.${field.name}`) }))}
          values={view.filters}
          onApply={(next) => view.setFilters({ ...next, status: view.filters.status ?? '' })}
          applyLabel={t('filters.apply')}
          clearLabel={t('filters.clear')}
        />
        <DataTable
          {...list.table}
          caption={t('parcelDesk.table.caption')}
          columns={columns}
          empty={<EmptyState title={t('parcelDesk.table.none')} />}
        />
      </Stack>
      {view.selectedId && <ParcelDrawer id={view.selectedId} onClose={view.close} />}
    </Page>
  );
}

const TabStrip = styled.div`
  min-width: 0;
  max-width: 100%;
  overflow-x: auto;
  padding-bottom: ${theme.space(1)};
`;
