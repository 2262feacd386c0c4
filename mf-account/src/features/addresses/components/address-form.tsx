import {
  invalidateCollections,
  loginUrl,
  normalizePhone,
  safeRedirect,
  useAuth,
  useController,
  useNavigate,
  useSearchParams,
  useServerSubmit,
  useTranslation,
  useZodForm,
} from '@fwd/shared-contracts';
import {
  addressesDomain,
  createAddress,
  updateAddress,
  type AddressRow,
} from '@fwd/shared-contracts/domains/addresses';
import { addressSchema, type AddressInput } from '../address-schema';
import {
  Alert,
  Button,
  CheckboxField,
  FormAlert,
  PhoneInput,
  Row,
  showToast,
  Stack,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@fwd/shared-ui';
import { useEffect, useState } from 'react';
import { clearDraft, readDraft, saveDraft } from './address-draft';
import { AreaPicker, type AreaChoice } from './area-picker';
import { useFieldError } from '../../../components/use-field-error';

const EMPTY: AddressInput = { name: '', phone: '', area: '', detail: '', is_default: false };
const NO_AREA: AreaChoice = { region: '', province: '', district: '' };

function choiceOf(address: AddressRow | undefined): AreaChoice {
  const district = address?.expand?.area;
  const province = district?.expand?.parent;
  const region = province?.expand?.parent;
  return district && province && region ? { region: region.id, province: province.id, district: district.id } : NO_AREA;
}

/**
 * The address form: create, or edit `existing`. A signed-out visitor may fill it in; on submit
 * they are asked to sign in and come back to the same form with what they typed.
 */
export function AddressForm({ existing }: { existing?: AddressRow }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userId = useAuth((s) => (s.kind === 'customer' ? (s.record?.id ?? null) : null));
  const [draft] = useState(() => (existing ? null : readDraft()));
  // Forgotten once the form with its values is on screen.
  useEffect(() => clearDraft(), []);
  const [choice, setChoice] = useState<AreaChoice>(() => draft?.choice ?? choiceOf(existing));
  const form = useZodForm(addressSchema, {
    defaultValues: existing
      ? {
          name: existing.name,
          phone: existing.phone,
          area: existing.area,
          detail: existing.detail,
          is_default: existing.is_default,
        }
      : (draft?.values ?? EMPTY),
  });
  const phone = useController({ control: form.control, name: 'phone' });
  const back = safeRedirect(params.get('redirect'), '/account/address');
  const fieldError = useFieldError(form.formState.errors);

  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    async (values) => {
      const record = { ...values, phone: normalizePhone(values.phone) ?? values.phone };
      if (!userId) return 'sign-in' as const;
      if (existing) await updateAddress(existing.id, record);
      else await createAddress(userId, record);
      return 'saved' as const;
    },
    async (outcome) => {
      if (outcome === 'sign-in') {
        saveDraft({ values: form.getValues(), choice });
        await navigate(loginUrl('/login', window.location.href));
        return;
      }
      await invalidateCollections(...addressesDomain.refreshes);
      showToast(t(existing ? 'address.form.updated' : 'address.form.created'), { tone: 'success' });
      await navigate(back);
    },
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('pages.addressForm')}>
      <Stack $gap={4}>
        {!userId && <Alert tone="info">{t('address.form.signInFirst')}</Alert>}
        <FormAlert message={formError} />
        <TextField
          label={t('address.form.name')}
          autoComplete="name"
          error={fieldError('name')}
          {...form.register('name')}
        />
        <PhoneInput
          label={t('address.form.phone')}
          value={phone.field.value}
          onChange={phone.field.onChange}
          onBlur={phone.field.onBlur}
          error={fieldError('phone')}
          hint={t('address.form.phoneHint')}
        />
        <AreaPicker
          value={choice}
          error={fieldError('area')}
          onBlur={() => void form.trigger('area')}
          onChange={(next) => {
            setChoice(next);
            form.setValue('area', next.district, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
          }}
        />
        <TextAreaField
          label={t('address.form.detail')}
          hint={t('address.form.detailHint')}
          autoComplete="street-address"
          rows={3}
          error={fieldError('detail')}
          {...form.register('detail')}
        />
        <CheckboxField label={t('address.form.default')} {...form.register('is_default')} />
        <Row>
          <SubmitButton busy={busy}>{userId ? t('address.form.save') : t('address.form.signInAndSave')}</SubmitButton>
          <Button type="button" $variant="secondary" onClick={() => void navigate(back)}>
            {t('address.form.cancel')}
          </Button>
        </Row>
      </Stack>
    </form>
  );
}
