import {
  invalidateCollections,
  useController,
  useServerSubmit,
  useTranslation,
  useZodForm,
} from '@fwd/shared-contracts';
import { FormAlert, Stack, SubmitButton, TextAreaField, TextField } from '@fwd/shared-ui';
import { useState } from 'react';
import { declareParcel, parcelsDomain } from '@fwd/shared-contracts/domains/parcels';
import { declareResult, type DeclareResult } from '../declare-outcome';
import { localiseCodeRefusal, ownWords } from '../server-errors';
import { CODE_MAX, declareOneSchema, DESCRIPTION_MAX, type DeclareOneInput } from '../tracking-codes';
import { DeclaredValueField } from './declared-value-field';
import { DeclareResults } from './declare-results';

/** Tracking codes are upper case: phones offer capitals. */
export const CAPITALS = 'characters';

export interface DeclareFormProps {
  userId: string;
  /** The home currency of declared values; undefined while the settings load, null when they cannot be read. */
  currency: string | null | undefined;
}

const EMPTY: DeclareOneInput = { tracking_code: '', description: '', declared_value: null };

/**
 * One parcel: tracking code, contents and declared value. The server's refusal of the code (it is
 * someone's already) lands on the field; a declared or matched parcel is said so, and the form is
 * ready for the next one.
 */
export function DeclareOneForm({ userId, currency }: DeclareFormProps) {
  const { t } = useTranslation('account');
  const form = useZodForm(declareOneSchema, { defaultValues: EMPTY });
  const value = useController({ control: form.control, name: 'declared_value' });
  const [result, setResult] = useState<DeclareResult | null>(null);
  const errors = form.formState.errors;
  const fieldError = (key: keyof DeclareOneInput) => {
    const text = errors[key]?.message;
    return text ? ownWords(text, t) : undefined;
  };

  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    async (values) => {
      setResult(null);
      try {
        return await declareParcel(userId, values);
      } catch (error) {
        localiseCodeRefusal(error, t);
        throw error;
      }
    },
    async (parcel) => {
      setResult(declareResult(parcel.tracking_code, parcel));
      form.reset(EMPTY);
      await invalidateCollections(...parcelsDomain.refreshes.declare);
    },
  );

  return (
    <Stack $gap={4}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('parcelAdd.one.form')}>
        <Stack $gap={4}>
          <FormAlert message={formError} />
          <TextField
            label={t('parcelAdd.one.code')}
            hint={t('parcelAdd.codeHint')}
            autoComplete="off"
            autoCapitalize={CAPITALS}
            spellCheck={false}
            maxLength={CODE_MAX + 10}
            required
            error={fieldError('tracking_code')}
            {...form.register('tracking_code')}
          />
          <TextAreaField
            label={t('parcelAdd.one.contents')}
            hint={t('parcelAdd.contentsHint', { max: DESCRIPTION_MAX })}
            rows={3}
            maxLength={DESCRIPTION_MAX}
            error={fieldError('description')}
            {...form.register('description')}
          />
          <DeclaredValueField
            label={t('parcelAdd.one.value')}
            currency={currency}
            field={value.field}
            error={fieldError('declared_value')}
          />
          <div>
            <SubmitButton busy={busy}>{t('parcelAdd.one.submit')}</SubmitButton>
          </div>
        </Stack>
      </form>
      {result && <DeclareResults results={[result]} />}
    </Stack>
  );
}
