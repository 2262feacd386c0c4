import { loadPhoneRules, useAuth, useSearchParams, useTranslation } from '@fwd/shared-contracts';
import { useAddress } from '@fwd/shared-contracts/domains/addresses';
import { Card, ErrorState, Page, Skeleton } from '@fwd/shared-ui';
import { AddressForm } from '../features/addresses/components/address-form';

/** The phone number is checked with the shell's numbering rules: load them before the form shows. */
export async function loader() {
  await loadPhoneRules();
  return null;
}

/** /account/address/forms (public): a new address, or `?id=` to edit one; `?redirect=` goes back. */
export function Component() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const id = params.get('id');
  const signedIn = useAuth((s) => s.kind === 'customer');
  const existing = useAddress(id, { enabled: signedIn });
  const editing = Boolean(id) && signedIn;

  return (
    <Page title={editing ? t('address.form.editTitle') : t('address.form.newTitle')}>
      <Card style={{ maxWidth: 640 }}>
        {editing && existing.isPending && <Skeleton lines={6} />}
        {editing && existing.isError && <ErrorState error={existing.error} onRetry={() => void existing.refetch()} />}
        {editing && existing.data && <AddressForm key={existing.data.id} existing={existing.data} />}
        {!editing && <AddressForm />}
      </Card>
    </Page>
  );
}
