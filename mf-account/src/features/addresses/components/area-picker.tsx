import { useTranslation } from '@fwd/shared-contracts';
import { useAreas } from '@fwd/shared-contracts/domains/addresses';
import { SelectField, Stack } from '@fwd/shared-ui';

export interface AreaChoice {
  region: string;
  province: string;
  district: string;
}

const LEVELS = ['region', 'province', 'district'] as const;

/** `value` with level `i` set to `id` and the levels below it cleared. */
function choose(value: AreaChoice, i: number, id: string): AreaChoice {
  const next = { ...value };
  LEVELS.forEach((level, j) => {
    if (j === i) next[level] = id;
    if (j > i) next[level] = '';
  });
  return next;
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
  const lists = [
    useAreas(null),
    useAreas(value.region, { enabled: Boolean(value.region) }),
    useAreas(value.province, { enabled: Boolean(value.province) }),
  ];

  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 4 }}>{t('address.form.area')}</legend>
      <Stack $gap={2}>
        {LEVELS.map((level, i) => {
          const above = LEVELS[i - 1];
          const open = !above || Boolean(value[above]);
          const list = lists[i];
          return (
            <SelectField
              key={level}
              label={t(`address.form.${level}`)}
              value={value[level]}
              disabled={!open}
              options={(list?.data ?? []).map((area) => ({ value: area.id, label: area.name }))}
              placeholder={open && list?.isPending ? t('address.form.loading') : t('address.form.choose')}
              error={level === 'district' ? error : undefined}
              onBlur={onBlur}
              onChange={(event) => onChange(choose(value, i, event.target.value))}
            />
          );
        })}
      </Stack>
    </fieldset>
  );
}
