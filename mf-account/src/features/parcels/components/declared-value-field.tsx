import { useTranslation } from '@fwd/shared-contracts';
import { MoneyInput, Skeleton } from '@fwd/shared-ui';

export interface DeclaredValueFieldProps {
  label: string;
  /** The home currency; undefined while the settings load, null when they cannot be read (no field). */
  currency: string | null | undefined;
  /** The form's `declared_value` field (`useController(...).field`). */
  field: { value: number | null; onChange: (value: number | null) => void; onBlur: () => void; name: string };
  error: string | undefined;
}

/** What the parcels are worth, in the shop's home currency (optional): both declare forms ask it. */
export function DeclaredValueField({ label, currency, field, error }: DeclaredValueFieldProps) {
  const { t } = useTranslation('account');
  if (currency === undefined) return <Skeleton lines={1} height="2.75rem" />;
  if (!currency) return null;
  return (
    <MoneyInput
      label={label}
      hint={t('parcelAdd.valueHint')}
      currency={currency}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      name={field.name}
      min={0}
      error={error}
    />
  );
}
