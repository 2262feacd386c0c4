import {
  COMPLAINT_TYPES,
  invalidateCollections,
  RECORD_ID,
  useApiMutation,
  useAuth,
  useList,
  useNavigate,
  useSearchParams,
  useTranslation,
  type FulfillmentRecord,
  type OrderRecord,
  type ParcelRecord,
} from '@fwd/shared-contracts';
import {
  Button,
  Card,
  ErrorState,
  FileInput,
  loadControls,
  Page,
  SelectField,
  Stack,
  TextAreaField,
} from '@fwd/shared-ui';
import { useState, type FormEvent } from 'react';
import {
  createComplaint,
  DESCRIPTION_MAX,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  PHOTOS_MAX,
  recentOrdersParams,
  recentParcelsParams,
  recentShipmentsParams,
} from '../features/complaints/api/complaints';

export async function loader() {
  await loadControls();
  return null;
}

const idParam = (value: string | null) => (value && RECORD_ID.test(value) ? value : '');
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
  const orders = useList<'orders', OrderRecord>('orders', recentOrdersParams(userId));
  const parcels = useList<'parcels', ParcelRecord>('parcels', recentParcelsParams(userId));
  const shipments = useList<'fulfillments', FulfillmentRecord>('fulfillments', recentShipmentsParams(userId));
  const [about, setAbout] = useState(() => {
    const chosen = SUBJECTS.find((kind) => idParam(params.get(kind)));
    return chosen ? `${chosen}:${idParam(params.get(chosen))}` : '';
  });
  const [type, setType] = useState<string>('missing_item');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [touched, setTouched] = useState(false);

  const send = useApiMutation({
    mutationFn: () => {
      const [kind, id = ''] = about.split(':');
      return createComplaint(userId, {
        order: kind === 'order' ? id : '',
        parcel: kind === 'parcel' ? id : '',
        fulfillment: kind === 'fulfillment' ? id : '',
        type,
        description: description.trim(),
        photos,
      });
    },
    onSuccess: async (complaint) => {
      await invalidateCollections('complaints');
      void navigate(`/account/complain/${complaint.id}`);
    },
  });

  const aboutError = touched && !about ? t('complaints.form.aboutRequired') : undefined;
  const descriptionError = !touched
    ? undefined
    : description.trim() === ''
      ? t('complaints.form.descriptionRequired')
      : description.length > DESCRIPTION_MAX
        ? t('complaints.form.descriptionTooLong', { max: DESCRIPTION_MAX })
        : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!about || description.trim() === '' || description.length > DESCRIPTION_MAX || send.isPending) return;
    send.mutate(undefined);
  }

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
        <form noValidate onSubmit={submit} aria-label={t('complaints.form.title')}>
          <Stack $gap={4} style={{ maxWidth: 640 }}>
            <SelectField
              label={t('complaints.form.about')}
              value={about}
              options={options}
              error={aboutError}
              onChange={(event) => setAbout(event.target.value)}
            />
            <SelectField
              label={t('complaints.form.type')}
              value={type}
              options={COMPLAINT_TYPES.map((value) => ({ value, label: t(`complaints.types.${value}`) }))}
              onChange={(event) => setType(event.target.value)}
            />
            <TextAreaField
              label={t('complaints.form.description')}
              hint={t('complaints.form.descriptionHint', { max: DESCRIPTION_MAX })}
              rows={5}
              value={description}
              error={descriptionError}
              onChange={(event) => setDescription(event.target.value)}
            />
            <FileInput
              label={t('complaints.form.photos', { max: PHOTOS_MAX })}
              accept={PHOTO_TYPES}
              maxBytes={PHOTO_MAX_BYTES}
              multiple
              maxFiles={PHOTOS_MAX}
              value={photos}
              onChange={setPhotos}
              disabled={send.isPending}
            />
            {send.isError && <ErrorState error={send.error} />}
            <div>
              <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
                {send.isPending ? t('complaints.form.sending') : t('complaints.form.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}
