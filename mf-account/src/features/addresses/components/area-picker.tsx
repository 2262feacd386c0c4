import { useTranslation } from '@fwd/shared-contracts';
import { useAreas } from '@fwd/shared-contracts/domains/addresses';
import { SelectField, Stack } from '@fwd/shared-ui';

export interface AreaChoice {
  region: string;
  province: string;
  district: string;
}

/**
 * The receiving area, picked region → province → district; each list loads when its parent is
 * chosen, and changing a level clears the levels below it. The district is the address's area.
 */
export function AreaPicker({
  value,
  onChange,
  error,
  onBlur,
}: {
  value: AreaChoice;
  onChange: (next: AreaChoice) => void;
  error?: string;
  onBlur?: () => void;
}) {
  const { t } = useTranslation('account');
  const regions = useAreas(null);
  const provinces = useAreas(value.region, { enabled: Boolean(value.region) });
  const districts = useAreas(value.province, { enabled: Boolean(value.province) });
  const options = (list: { id: string; name: string }[] | undefined) =>
    (list ?? []).map((area) => ({ value: area.id, label: area.name }));

  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 4 }}>{t('address.form.area')}</legend>
      <Stack $gap={2}>
        <SelectField
          label={t('address.form.region')}
          value={value.region}
          options={options(regions.data)}
          placeholder={regions.isPending ? t('address.form.loading') : t('address.form.choose')}
          onBlur={onBlur}
          onChange={(event) => onChange({ region: event.target.value, province: '', district: '' })}
        />
        <SelectField
          label={t('address.form.province')}
          value={value.province}
          disabled={!value.region}
          options={options(provinces.data)}
          placeholder={value.region && provinces.isPending ? t('address.form.loading') : t('address.form.choose')}
          onBlur={onBlur}
          onChange={(event) => onChange({ ...value, province: event.target.value, district: '' })}
        />
        <SelectField
          label={t('address.form.district')}
          value={value.district}
          disabled={!value.province}
          options={options(districts.data)}
          placeholder={value.province && districts.isPending ? t('address.form.loading') : t('address.form.choose')}
          error={error}
          onBlur={onBlur}
          onChange={(event) => onChange({ ...value, district: event.target.value })}
        />
      </Stack>
    </fieldset>
  );
}
