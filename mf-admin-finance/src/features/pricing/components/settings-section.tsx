import {
  invalidateCollections,
  Link,
  useController,
  useServerSubmit,
  useTranslation,
  useWatch,
  useZodForm,
  type SettingsRecord,
} from '@fwd/shared-contracts';
import {
  Button,
  Card,
  FormAlert,
  MoneyInput,
  Row,
  showToast,
  Stack,
  SubmitButton,
  TextField,
  theme,
} from '@fwd/shared-ui';
import styled from 'styled-components';
import { settingsDomain, shopCurrencies } from '@fwd/shared-contracts/domains/settings';
import { saveSettings } from '../api/pricing';
import { settingsDraft, settingsSchema, type SettingsDraft } from '../pricing-schemas';
import type { TierDraft } from '../tiers';
import { Fields } from './fields';

type MoneyName = 'service_fee_min' | 'storage_fee_per_day' | 'min_recharge';
type TextName = Exclude<keyof SettingsDraft, MoneyName | 'service_fee_tiers'>;
/** A field of the form: typed text, or an amount (`money`); `label` is a key of the `finance` catalog. */
type Field = { name: TextName; label: string; inputMode?: 'numeric' | 'decimal' } | { name: MoneyName; label: string };

const isMoney = (field: Field): field is { name: MoneyName; label: string } =>
  ['service_fee_min', 'storage_fee_per_day', 'min_recharge'].includes(field.name);

const STORAGE: Field[] = [
  { name: 'free_storage_days', label: 'pricing.settings.freeDays', inputMode: 'numeric' },
  { name: 'storage_fee_per_day', label: 'pricing.settings.feePerDay' },
  { name: 'insurance_rate', label: 'pricing.settings.insurance', inputMode: 'decimal' },
  { name: 'volumetric_divisor', label: 'pricing.settings.divisor', inputMode: 'numeric' },
];
const BANK: Field[] = [
  { name: 'bank_name', label: 'pricing.settings.bankName' },
  { name: 'bank_bin', label: 'pricing.settings.bankBin', inputMode: 'numeric' },
  { name: 'bank_account_no', label: 'pricing.settings.accountNo' },
  { name: 'bank_account_name', label: 'pricing.settings.accountName' },
  { name: 'min_recharge', label: 'pricing.settings.minRecharge' },
];
const MINIMUM: Field = { name: 'service_fee_min', label: 'pricing.tiers.minimum' };

/**
 * Service fee tiers, storage, insurance, the volumetric divisor and our bank details, saved
 * together; the server checks them again and audits the change. What was already paid keeps its
 * stored breakdown.
 */
export function SettingsSection({ settings }: { settings: SettingsRecord }) {
  const { t } = useTranslation('finance');
  const currency = shopCurrencies(settings).home;
  const form = useZodForm(settingsSchema, { defaultValues: settingsDraft(settings) });
  const { errors, isSubmitted } = form.formState;
  const tiers = useWatch({ control: form.control, name: 'service_fee_tiers' });
  const money = {
    service_fee_min: useController({ control: form.control, name: 'service_fee_min' }).field,
    storage_fee_per_day: useController({ control: form.control, name: 'storage_fee_per_day' }).field,
    min_recharge: useController({ control: form.control, name: 'min_recharge' }).field,
  };
  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    (values) => saveSettings(settings.id, values),
    async () => {
      await invalidateCollections(...settingsDomain.refreshes);
      showToast(t('pricing.settings.saved'), { tone: 'success' });
    },
  );
  const message = (key: string | undefined, values?: Record<string, unknown>) => (key ? t(key, values) : undefined);
  const setTiers = (next: TierDraft[]) =>
    form.setValue('service_fee_tiers', next, { shouldDirty: true, shouldValidate: isSubmitted });
  const setTier = (index: number, change: Partial<TierDraft>) =>
    setTiers(tiers.map((tier, i) => (i === index ? { ...tier, ...change } : tier)));
  const tierValues = (index: number) => ({ tier: index + 1, previous: tiers[index - 1]?.upTo.trim() });
  const field = (spec: Field) =>
    isMoney(spec) ? (
      <MoneyInput
        key={spec.name}
        label={t(spec.label)}
        currency={currency}
        name={spec.name}
        value={money[spec.name].value}
        onChange={money[spec.name].onChange}
        onBlur={money[spec.name].onBlur}
        min={0}
        error={message(errors[spec.name]?.message)}
      />
    ) : (
      <TextField
        key={spec.name}
        label={t(spec.label)}
        inputMode={'inputMode' in spec ? spec.inputMode : undefined}
        error={message(errors[spec.name]?.message)}
        {...form.register(spec.name)}
      />
    );

  return (
    <Card aria-labelledby="settings-heading">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="settings-heading">
        <Stack $gap={4}>
          <h2 id="settings-heading">{t('pricing.settings.title')}</h2>
          <p>
            {t('pricing.settings.note')}{' '}
            <Link to="/admin/history?collection=settings">{t('pricing.settings.history')}</Link>
          </p>
          <FormAlert message={formError} />
          <fieldset>
            <legend>{t('pricing.tiers.title')}</legend>
            <Stack $gap={2}>
              <FormAlert message={message(errors.service_fee_tiers?.message)} />
              {tiers.map((tier, index) => (
                <TierRow key={index}>
                  <TextField
                    label={t('pricing.tiers.upTo', { tier: index + 1, currency })}
                    inputMode="numeric"
                    value={tier.upTo}
                    placeholder={t('pricing.tiers.noLimit')}
                    error={message(errors.service_fee_tiers?.[index]?.upTo?.message, tierValues(index))}
                    onChange={(e) => setTier(index, { upTo: e.target.value })}
                  />
                  <TextField
                    label={t('pricing.tiers.percentOf', { tier: index + 1 })}
                    inputMode="decimal"
                    value={tier.percent}
                    error={message(errors.service_fee_tiers?.[index]?.percent?.message, tierValues(index))}
                    onChange={(e) => setTier(index, { percent: e.target.value })}
                  />
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={tiers.length === 1}
                    onClick={() => setTiers(tiers.filter((_, i) => i !== index))}
                    aria-label={t('pricing.tiers.removeOf', { tier: index + 1 })}
                  >
                    {t('pricing.tiers.remove')}
                  </Button>
                </TierRow>
              ))}
              <Row $gap={2}>
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => setTiers([...tiers, { upTo: '', percent: '' }])}
                >
                  {t('pricing.tiers.add')}
                </Button>
              </Row>
              {field(MINIMUM)}
            </Stack>
          </fieldset>
          <fieldset>
            <legend>{t('pricing.settings.storageTitle')}</legend>
            <Fields>{STORAGE.map(field)}</Fields>
          </fieldset>
          <fieldset>
            <legend>{t('pricing.settings.bankTitle')}</legend>
            <Fields>{BANK.map(field)}</Fields>
          </fieldset>
          <Row $gap={2}>
            <SubmitButton busy={busy}>{t('pricing.settings.save')}</SubmitButton>
          </Row>
        </Stack>
      </form>
    </Card>
  );
}

const TierRow = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  align-items: end;
`;
