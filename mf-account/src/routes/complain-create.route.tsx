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
  type OrderRecord,
  type ParcelRecord,
} from '@fwd/shared-contracts';
import {
  Button,
  Card,
  ErrorState,
  FileInput,
  loadControls,
  Muted,
  Page,
  SelectField,
  Stack,
  TextAreaField,
} from '@fwd/shared-ui';
import { useEffect, useState, type FormEvent } from 'react';
import {
  createComplaint,
  DESCRIPTION_MAX,
  firstParcelOf,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  PHOTOS_MAX,
  recentOrdersParams,
  recentParcelsParams,
} from '../features/complaints/api/complaints';

export async function loader() {
  await loadControls();
  return null;
}

const idParam = (value: string | null) => (value && RECORD_ID.test(value) ? value : '');

/**
 * /account/complain/create: a complaint on an order, a parcel or a shipment (filed on its first
 * parcel), its type, a description and up to five photos; then its thread.
 */
export function Component() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userId = useAuth((s) => s.record?.id ?? '');
  const orders = useList<'orders', OrderRecord>('orders', recentOrdersParams(userId));
  const parcels = useList<'parcels', ParcelRecord>('parcels', recentParcelsParams(userId));
  const fromShipment = idParam(params.get('fulfillment'));
  const [about, setAbout] = useState(() => {
    const order = idParam(params.get('order'));
    const parcel = idParam(params.get('parcel'));
    return order ? `order:${order}` : parcel ? `parcel:${parcel}` : '';
  });
  const [type, setType] = useState<string>('missing_item');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!fromShipment) return;
    void firstParcelOf(fromShipment)
      .then((parcel) => parcel && setAbout(`parcel:${parcel}`))
      .catch(() => undefined);
  }, [fromShipment]);

  const send = useApiMutation({
    mutationFn: () => {
      const [kind, id = ''] = about.split(':');
      return createComplaint(userId, {
        order: kind === 'order' ? id : '',
        parcel: kind === 'parcel' ? id : '',
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
            {fromShipment && <Muted>{t('complaints.form.shipmentNote')}</Muted>}
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
