import { Link, useApiMutation, useAuth, useList, useLive, useTranslation } from '@fwd/shared-contracts';
import { Button, EmptyState, ErrorState, Page, Row, showToast, Skeleton, theme, useListView } from '@fwd/shared-ui';
import styled from 'styled-components';
import {
  addressesDomain,
  addressListParams,
  deleteAddress,
  setDefaultAddress,
  type AddressRow,
} from '@fwd/shared-contracts/domains/addresses';
import { AddressCard } from '../features/addresses/components/address-card';

const NEW_ADDRESS = `/account/address/forms?redirect=${encodeURIComponent('/account/address')}`;

/** /account/address: saved addresses, default first; set default, edit, delete. */
export function Component() {
  const { t } = useTranslation('account');
  const userId = useAuth((s) => s.record?.id ?? '');
  const view = useListView();
  const addresses = useList<'addresses', AddressRow>('addresses', addressListParams(userId, view.page));
  useLive('customer');
  const makeDefault = useApiMutation({
    mutationFn: (id: string) => setDefaultAddress(id),
    invalidates: [...addressesDomain.refreshes],
    onSuccess: () => showToast(t('address.list.defaultSet'), { tone: 'success' }),
  });
  const remove = useApiMutation({
    mutationFn: (id: string) => deleteAddress(id),
    invalidates: [...addressesDomain.refreshes],
    form: true,
    onSuccess: () => showToast(t('address.list.deleted'), { tone: 'success' }),
  });
  const data = addresses.data;

  return (
    <Page
      actions={
        <Button as={Link} to={NEW_ADDRESS}>
          {t('address.list.add')}
        </Button>
      }
    >
      {addresses.isPending && <Skeleton lines={6} />}
      {addresses.isError && <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} />}
      {data && data.items.length === 0 && (
        <EmptyState title={t('address.list.empty')}>
          <Button as={Link} to={NEW_ADDRESS}>
            {t('address.list.addFirst')}
          </Button>
        </EmptyState>
      )}
      {data && data.items.length > 0 && (
        <Cards aria-label={t('address.list.label')}>
          {data.items.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              settingDefault={makeDefault.isPending}
              onSetDefault={() => makeDefault.mutate(address.id)}
              onDelete={() => remove.mutateAsync(address.id)}
            />
          ))}
        </Cards>
      )}
      {data && data.totalPages > 1 && (
        <Row>
          <Button
            type="button"
            $variant="secondary"
            disabled={view.page <= 1}
            onClick={() => view.setPage(view.page - 1)}
          >
            {t('address.list.previous')}
          </Button>
          <span>{t('address.list.page', { page: data.page, pages: data.totalPages })}</span>
          <Button
            type="button"
            $variant="secondary"
            disabled={view.page >= data.totalPages}
            onClick={() => view.setPage(view.page + 1)}
          >
            {t('address.list.next')}
          </Button>
        </Row>
      )}
    </Page>
  );
}

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${theme.space(4)};
`;
