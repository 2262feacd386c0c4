import { Link, useApiMutation, useAuth, useTranslation } from '@fwd/shared-contracts';
import { Button, DataTable, EmptyState, Page, showToast, useListTable } from '@fwd/shared-ui';
import { useMemo } from 'react';
import {
  addressesDomain,
  deleteAddress,
  setDefaultAddress,
  type AddressRow,
} from '@fwd/shared-contracts/domains/addresses';
import { CardGrid } from '../components/card-grid';
import { addressList } from '../features/addresses/address-list';
import { AddressCard } from '../features/addresses/components/address-card';

export { listPageLoader as loader } from '@fwd/shared-ui';

const NEW_ADDRESS = `/account/address/forms?redirect=${encodeURIComponent('/account/address')}`;

/** /account/address: saved addresses, default first, as a grid of cards; set default, edit, delete. */
export function Component() {
  const { t } = useTranslation('account');
  const userId = useAuth((s) => s.record?.id ?? '');
  const options = useMemo(() => addressList(userId), [userId]);
  const list = useListTable<'addresses', AddressRow>('addresses', options);
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

  return (
    <Page
      actions={
        <Button as={Link} to={NEW_ADDRESS}>
          {t('address.list.add')}
        </Button>
      }
    >
      <DataTable
        {...list.table}
        caption={t('address.list.label')}
        columns={[]}
        empty={
          <EmptyState title={t('address.list.empty')}>
            <Button as={Link} to={NEW_ADDRESS}>
              {t('address.list.addFirst')}
            </Button>
          </EmptyState>
        }
        renderRows={(rows) => (
          <CardGrid $min={280} $gap={4} aria-label={t('address.list.label')}>
            {rows.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                settingDefault={makeDefault.isPending}
                onSetDefault={() => makeDefault.mutate(address.id)}
                onDelete={() => remove.mutateAsync(address.id)}
              />
            ))}
          </CardGrid>
        )}
      />
    </Page>
  );
}
