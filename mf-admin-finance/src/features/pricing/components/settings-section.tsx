import { errorMessage, Link, useApiMutation, useTranslation, type SettingsRecord } from '@fwd/shared-contracts';
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
import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { settingsDomain, shopCurrencies } from '@fwd/shared-contracts/domains/settings';
import { saveSettings } from '../api/pricing';
import { readTiers, tierDrafts, type TierDraft } from '../tiers';

interface Draft {
  tiers: TierDraft[];
  serviceFeeMin: number | null;
  freeStorageDays: string;
  storageFeePerDay: number | null;
  insurancePercent: string;
  volumetricDivisor: string;
  minRecharge: number | null;
  bankName: string;
  bankBin: string;
  bankAccountNo: string;
  bankAccountName: string;
}

function draftOf(settings: SettingsRecord): Draft {
  return {
    tiers: tierDrafts(settings.service_fee_tiers),
    serviceFeeMin: settings.service_fee_min,
    freeStorageDays: String(settings.free_storage_days),
    storageFeePerDay: settings.storage_fee_per_day,
    insurancePercent: String(Math.round(settings.insurance_rate * 10000) / 100),
    volumetricDivisor: String(settings.volumetric_divisor),
    minRecharge: settings.min_recharge,
    bankName: settings.bank_name,
    bankBin: settings.bank_bin,
    bankAccountNo: settings.bank_account_no,
    bankAccountName: settings.bank_account_name,
  };
}

const DRAFT_KEYS = [
  'tiers',
  'serviceFeeMin',
  'freeStorageDays',
  'storageFeePerDay',
  'insurancePercent',
  'volumetricDivisor',
  'minRecharge',
  'bankName',
  'bankBin',
  'bankAccountNo',
  'bankAccountName',
] as const satisfies readonly (keyof Draft)[];

const whole = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * Service fee tiers, storage, insurance, the volumetric divisor and our bank details, saved
 * together; the server checks them again and audits the change. What was already paid keeps its
 * stored breakdown.
 */
export function SettingsSection({ settings }: { settings: SettingsRecord }) {
  const { t } = useTranslation('finance');
  const currency = shopCurrencies(settings).home;
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [problem, setProblem] = useState<string>();
  const mutation = useApiMutation({
    mutationFn: (body: Partial<SettingsRecord>) => saveSettings(settings.id, body),
    invalidates: settingsDomain.refreshes,
    form: true,
    onSuccess: () => showToast(t('pricing.settings.saved'), { tone: 'success' }),
  });
  const on = useMemo(
    () =>
      Object.fromEntries(
        DRAFT_KEYS.map((name) => [name, (value: unknown) => setDraft((d) => ({ ...d, [name]: value }))]),
      ) as { [K in keyof Draft]: (value: Draft[K]) => void },
    [],
  );
  const setTier = (index: number, change: Partial<TierDraft>) =>
    on.tiers(draft.tiers.map((tier, i) => (i === index ? { ...tier, ...change } : tier)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const { tiers, problem: tierProblem } = readTiers(draft.tiers);
    if (tierProblem) return setProblem(t(tierProblem.key, tierProblem.values));
    const days = whole(draft.freeStorageDays);
    const divisor = whole(draft.volumetricDivisor);
    const insurance = Number(draft.insurancePercent.replace(',', '.'));
    if (days === null) return setProblem(t('pricing.settings.daysInvalid'));
    if (divisor === null || divisor < 1000) return setProblem(t('pricing.settings.divisorInvalid'));
    if (!Number.isFinite(insurance) || insurance < 0 || insurance > 100)
      return setProblem(t('pricing.settings.insuranceInvalid'));
    if (draft.bankBin && !/^\d{6}$/.test(draft.bankBin.trim())) return setProblem(t('pricing.settings.binInvalid'));
    setProblem(undefined);
    mutation.mutate({
      service_fee_tiers: tiers,
      service_fee_min: draft.serviceFeeMin ?? 0,
      free_storage_days: days,
      storage_fee_per_day: draft.storageFeePerDay ?? 0,
      insurance_rate: Math.round(insurance * 100) / 10000,
      volumetric_divisor: divisor,
      min_recharge: draft.minRecharge ?? 0,
      bank_name: draft.bankName.trim(),
      bank_bin: draft.bankBin.trim(),
      bank_account_no: draft.bankAccountNo.trim(),
      bank_account_name: draft.bankAccountName.trim(),
    });
  }

  return (
    <Card aria-labelledby="settings-heading">
      <form noValidate onSubmit={submit} aria-labelledby="settings-heading">
        <Stack $gap={4}>
          <h2 id="settings-heading">{t('pricing.settings.title')}</h2>
          <p>
            {t('pricing.settings.note')}{' '}
            <Link to="/admin/history?collection=settings">{t('pricing.settings.history')}</Link>
          </p>
          <FormAlert message={problem ?? (mutation.error ? errorMessage(mutation.error) : undefined)} />
          <fieldset>
            <legend>{t('pricing.tiers.title')}</legend>
            <Stack $gap={2}>
              {draft.tiers.map((tier, index) => (
                <TierRow key={index}>
                  <TextField
                    label={t('pricing.tiers.upTo', { tier: index + 1, currency })}
                    inputMode="numeric"
                    value={tier.upTo}
                    placeholder={t('pricing.tiers.noLimit')}
                    onChange={(e) => setTier(index, { upTo: e.target.value })}
                  />
                  <TextField
                    label={t('pricing.tiers.percentOf', { tier: index + 1 })}
                    inputMode="decimal"
                    value={tier.percent}
                    onChange={(e) => setTier(index, { percent: e.target.value })}
                  />
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={draft.tiers.length === 1}
                    onClick={() => on.tiers(draft.tiers.filter((_, i) => i !== index))}
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
                  onClick={() => on.tiers([...draft.tiers, { upTo: '', percent: '' }])}
                >
                  {t('pricing.tiers.add')}
                </Button>
              </Row>
              <MoneyInput
                label={t('pricing.tiers.minimum')}
                currency={currency}
                value={draft.serviceFeeMin}
                min={0}
                onChange={(value) => on.serviceFeeMin(value)}
              />
            </Stack>
          </fieldset>
          <fieldset>
            <legend>{t('pricing.settings.storageTitle')}</legend>
            <Fields>
              <TextField
                label={t('pricing.settings.freeDays')}
                inputMode="numeric"
                value={draft.freeStorageDays}
                onChange={(e) => on.freeStorageDays(e.target.value)}
              />
              <MoneyInput
                label={t('pricing.settings.feePerDay')}
                currency={currency}
                value={draft.storageFeePerDay}
                min={0}
                onChange={(value) => on.storageFeePerDay(value)}
              />
              <TextField
                label={t('pricing.settings.insurance')}
                inputMode="decimal"
                value={draft.insurancePercent}
                onChange={(e) => on.insurancePercent(e.target.value)}
              />
              <TextField
                label={t('pricing.settings.divisor')}
                inputMode="numeric"
                value={draft.volumetricDivisor}
                onChange={(e) => on.volumetricDivisor(e.target.value)}
              />
            </Fields>
          </fieldset>
          <fieldset>
            <legend>{t('pricing.settings.bankTitle')}</legend>
            <Fields>
              <TextField
                label={t('pricing.settings.bankName')}
                value={draft.bankName}
                onChange={(e) => on.bankName(e.target.value)}
              />
              <TextField
                label={t('pricing.settings.bankBin')}
                inputMode="numeric"
                value={draft.bankBin}
                onChange={(e) => on.bankBin(e.target.value)}
              />
              <TextField
                label={t('pricing.settings.accountNo')}
                value={draft.bankAccountNo}
                onChange={(e) => on.bankAccountNo(e.target.value)}
              />
              <TextField
                label={t('pricing.settings.accountName')}
                value={draft.bankAccountName}
                onChange={(e) => on.bankAccountName(e.target.value)}
              />
              <MoneyInput
                label={t('pricing.settings.minRecharge')}
                currency={currency}
                value={draft.minRecharge}
                min={0}
                onChange={(value) => on.minRecharge(value)}
              />
            </Fields>
          </fieldset>
          <Row $gap={2}>
            <SubmitButton busy={mutation.isPending}>{t('pricing.settings.save')}</SubmitButton>
          </Row>
        </Stack>
      </form>
    </Card>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
`;

const TierRow = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  align-items: end;
`;
