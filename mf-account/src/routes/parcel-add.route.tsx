import { Link, useAuth, useSearchParams, useTranslation } from '@fwd/shared-contracts';
import { shopCurrencies, useShopSettings } from '@fwd/shared-contracts/domains/settings';
import { Muted, Page, Stack, Tabs } from '@fwd/shared-ui';
import { DeclareManyForm } from '../features/parcels/components/declare-many-form';
import { DeclareOneForm } from '../features/parcels/components/declare-one-form';

export { loadControlsPage as loader } from '../components/route-loaders';

const MANY = 'many';
const ONE = 'one';

/**
 * /account/parcel/add: tell us which parcels are on their way, so each is matched to the customer
 * the moment it reaches the warehouse: one (code, contents, declared value) or many pasted codes
 * (`?mode=many`), each with its result. A code we already hold unidentified is matched at once.
 */
export function Component() {
  const { t } = useTranslation('account');
  const userId = useAuth((s) => s.record?.id ?? '');
  const settings = useShopSettings();
  const currency = settings.isSuccess ? shopCurrencies(settings.data).home : settings.isError ? null : undefined;
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode') === MANY ? MANY : ONE;
  const setMode = (next: string) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === MANY) updated.set('mode', MANY);
        else updated.delete('mode');
        return updated;
      },
      { replace: true },
    );

  return (
    <Page>
      <Stack $gap={4}>
        <Muted>
          {t('parcelAdd.intro')} <Link to="/account/dashboard">{t('parcelAdd.introLink')}</Link>
        </Muted>
        <Tabs
          label={t('parcelAdd.modes.label')}
          tabs={[
            { id: ONE, label: t('parcelAdd.modes.one') },
            { id: MANY, label: t('parcelAdd.modes.many') },
          ]}
          value={mode}
          onChange={setMode}
        >
          {/* Both stay mounted, so switching back and forth keeps what was typed in each. */}
          <div hidden={mode !== ONE}>
            <DeclareOneForm userId={userId} currency={currency} />
          </div>
          <div hidden={mode !== MANY}>
            <DeclareManyForm userId={userId} currency={currency} />
          </div>
        </Tabs>
        <Muted>
          <Link to="/account/parcel">{t('parcelAdd.back')}</Link>
        </Muted>
      </Stack>
    </Page>
  );
}
