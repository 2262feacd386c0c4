import {
  COMPLAINT_TYPES,
  invalidateCollections,
  RECORD_ID,
  useAuth,
  useController,
  useList,
  useNavigate,
  useSearchParams,
  useServerSubmit,
  useTranslation,
  useZodForm,
  type FulfillmentRecord,
  type OrderRecord,
  type ParcelRecord,
} from '@fwd/shared-contracts';
import {
  complaintsDomain,
  complaintSubjectsParams,
  createComplaint,
  DESCRIPTION_MAX,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  PHOTOS_MAX,
} from '@fwd/shared-contracts/domains/complaints';
import {
  complaintSubject,
  newComplaintSchema,
  type NewComplaintInput,
} from '@fwd/shared-contracts/domains/complaints-schema';
import {
  Card,
  FileInput,
  FormAlert,
  loadControls,
  Page,
  SelectField,
  Stack,
  SubmitButton,
  TextAreaField,
} from '@fwd/shared-ui';
import { useFieldError } from '../components/use-field-error';

export async function loader() {
  await loadControls();
  return null;
}

/** What a complaint can be about, as the fields that name it. */
const SUBJECTS = ['order', 'parcel', 'fulfillment'] as const;

/**
 * /account/complain/create: a complaint on an order, a parcel or a shipment (`?order=`, `?parcel=`
 * or `?fulfillment=` chooses it), its type, a description and up to five photos; then its thread.
 */
export function Component() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userId = useAuth((s) => s.record?.id ?? '');
  const orders = useList<'orders', OrderRecord>('orders', complaintSubjectsParams.order(userId));
  const parcels = useList<'parcels', ParcelRecord>('parcels', complaintSubjectsParams.parcel(userId));
  const shipments = useList<'fulfillments', FulfillmentRecord>(
    'fulfillments',
    complaintSubjectsParams.fulfillment(userId),
  );
  const form = useZodForm(newComplaintSchema, {
    defaultValues: {
      about: chosenSubject(params),
      type: 'missing_item',
      description: '',
      photos: [],
    } satisfies NewComplaintInput,
  });
  const about = useController({ control: form.control, name: 'about' });
  const photos = useController({ control: form.control, name: 'photos' });
  const fieldError = useFieldError(form.formState.errors, { max: DESCRIPTION_MAX });
  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    (values) =>
      createComplaint(userId, {
        ...complaintSubject(values.about),
        type: values.type,
        description: values.description,
        photos: values.photos,
      }),
    async (complaint) => {
      await invalidateCollections(...complaintsDomain.refreshes.open);
      void navigate(`/account/complain/${complaint.id}`);
    },
  );

  const options = [
    { value: '', label: t('complaints.form.choose') },
    ...(orders.data?.items ?? []).map((order) => ({
      value: `order:${order.id}`,
      label: t('complaints.form.orderOption', { code: order.code, shop: order.shop }),
    })),
    ...(parcels.data?.items ?? []).map((parcel) => ({
      value: `parcel:${parcel.id}`,
      label: t('complaints.form.parcelOption', { code: parcel.tracking_code }),
    })),
    ...(shipments.data?.items ?? []).map((shipment) => ({
      value: `fulfillment:${shipment.id}`,
      label: t('complaints.form.shipmentOption', { code: shipment.code }),
    })),
  ];

  return (
    <Page>
      <Card>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('complaints.form.title')}>
          <Stack $gap={4} style={{ maxWidth: 640 }}>
            <FormAlert message={formError} />
            <SelectField
              label={t('complaints.form.about')}
              value={about.field.value}
              options={options}
              error={fieldError('about')}
              onChange={(event) => about.field.onChange(event.target.value)}
              onBlur={about.field.onBlur}
            />
            <SelectField
              label={t('complaints.form.type')}
              options={COMPLAINT_TYPES.map((value) => ({ value, label: t(`complaints.types.${value}`) }))}
              {...form.register('type')}
            />
            <TextAreaField
              label={t('complaints.form.description')}
              hint={t('complaints.form.descriptionHint', { max: DESCRIPTION_MAX })}
              rows={5}
              error={fieldError('description')}
              {...form.register('description')}
            />
            <FileInput
              label={t('complaints.form.photos', { max: PHOTOS_MAX })}
              accept={PHOTO_TYPES}
              maxBytes={PHOTO_MAX_BYTES}
              multiple
              maxFiles={PHOTOS_MAX}
              value={photos.field.value}
              onChange={(files) => photos.field.onChange(files)}
              disabled={busy}
            />
            <div>
              <SubmitButton busy={busy}>
                {busy ? t('complaints.form.sending') : t('complaints.form.submit')}
              </SubmitButton>
            </div>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}

/** The subject a link names (`?order=`, `?parcel=` or `?fulfillment=`), as the form's `about`. */
function chosenSubject(params: URLSearchParams): string {
  for (const kind of SUBJECTS) {
    const id = params.get(kind);
    if (id && RECORD_ID.test(id)) return `${kind}:${id}`;
  }
  return '';
}
