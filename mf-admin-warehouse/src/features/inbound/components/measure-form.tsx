import { useServerSubmit, useTranslation, useZodForm } from '@fwd/shared-contracts';
import type { InboundParcelResponse } from '@fwd/shared-contracts/api';
import { FileInput, FormAlert, Row, Stack, SubmitButton, TextField } from '@fwd/shared-ui';
import { useEffect, useState } from 'react';
import { MeasureFields } from '../../../components/measure-fields';
import { receiveParcel as receive } from '@fwd/shared-contracts/domains/parcels';
import { measureSchema, rememberedShelf, rememberShelf, type Measures } from '../measures';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
const PHOTOS_MAX = 6;

/**
 * Weight, size, shelf (the previous parcel's, kept), the customer code written on the parcel and
 * photos (the device camera or files). Enter in any field saves; then the bench scans the next.
 */
export function MeasureForm({ code, onSaved }: { code: string; onSaved: (parcel: InboundParcelResponse) => void }) {
  const { t } = useTranslation('warehouse');
  const form = useZodForm(measureSchema, {
    defaultValues: {
      weightKg: '',
      lengthCm: '',
      widthCm: '',
      heightCm: '',
      shelf: rememberedShelf(),
      customerCode: '',
    },
  });
  const [photos, setPhotos] = useState<File[]>([]);
  // Mounted for each scan: the weight comes next, straight from the scale.
  useEffect(() => form.setFocus('weightKg'), [form]);
  const errors = form.formState.errors;
  const fieldError = (key: keyof Measures) => {
    const text = errors[key]?.message;
    return text ? t(text) : undefined;
  };
  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    (values: Measures) =>
      receive({
        trackingCode: code,
        weightKg: values.weightKg,
        lengthCm: values.lengthCm,
        widthCm: values.widthCm,
        heightCm: values.heightCm,
        ...(values.shelf ? { shelf: values.shelf } : {}),
        ...(values.customerCode ? { customerCode: values.customerCode } : {}),
        photos,
      }),
    (parcel) => {
      rememberShelf(parcel.shelf);
      form.reset({ weightKg: '', lengthCm: '', widthCm: '', heightCm: '', shelf: parcel.shelf, customerCode: '' });
      setPhotos([]);
      onSaved(parcel);
    },
  );

  return (
    <form noValidate aria-label={t('inbound.form.title', { code })} onSubmit={(event) => void onSubmit(event)}>
      <Stack $gap={3}>
        <FormAlert message={formError} />
        <MeasureFields
          labels={{
            weightKg: t('inbound.form.weight'),
            lengthCm: t('inbound.form.length'),
            widthCm: t('inbound.form.width'),
            heightCm: t('inbound.form.height'),
          }}
          register={form.register}
          error={fieldError}
        />
        <Row $gap={3}>
          <TextField
            label={t('inbound.form.shelf')}
            hint={t('inbound.form.shelfHint')}
            autoComplete="off"
            error={fieldError('shelf')}
            {...form.register('shelf')}
          />
          <TextField
            label={t('inbound.form.customerCode')}
            hint={t('inbound.form.customerCodeHint')}
            autoComplete="off"
            autoCapitalize="characters"
            error={fieldError('customerCode')}
            {...form.register('customerCode')}
          />
        </Row>
        <FileInput
          label={t('inbound.form.photos')}
          accept={PHOTO_TYPES}
          maxBytes={PHOTO_MAX_BYTES}
          multiple
          maxFiles={PHOTOS_MAX}
          capture="environment"
          value={photos}
          onChange={setPhotos}
        />
        <SubmitButton busy={busy}>{t('inbound.form.save')}</SubmitButton>
      </Stack>
    </form>
  );
}
