import {
  invalidateCollections,
  PRODUCT_SOURCES,
  useController,
  useServerSubmit,
  useTranslation,
  useZodForm,
} from '@fwd/shared-contracts';
import {
  Button,
  CheckboxField,
  Drawer,
  ErrorState,
  FileInput,
  FormAlert,
  Row,
  SelectField,
  showToast,
  Skeleton,
  Stack,
  SubmitButton,
  TextAreaField,
  TextField,
  theme,
} from '@fwd/shared-ui';
import styled from 'styled-components';
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '../../../components/pictures';
import { ReorderButtons } from '../../../components/reorder-buttons';
import { saveProduct, thumb, useProduct, type ProductRow } from '../api/catalog';
import { move, type ProductDraft, type VariantDraft } from '../product-draft';
import { productSchema } from '../product-schema';

function draftOf(product: ProductRow | undefined): ProductDraft {
  return {
    title: product?.title ?? '',
    description: product?.description ?? '',
    source: product?.source || 'taobao',
    source_url: product?.source_url ?? '',
    shop: product?.shop ?? '',
    price_src: product ? (product.price_src / 100).toFixed(2) : '',
    active: product?.active ?? true,
    variants: (product?.variants ?? []).map((v) => ({
      sku: v.sku,
      name: v.name ?? v.sku,
      price: v.price_src ? (v.price_src / 100).toFixed(2) : '',
    })),
    images: product?.images ?? [],
    added: [],
  };
}

/** A product opened for editing (`?id=`) or a new one (`?id=new`). */
export function ProductEditor({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const isNew = id === 'new';
  const product = useProduct(isNew ? '' : id);
  const title = isNew
    ? t('catalogAdmin.product.newTitle')
    : t('catalogAdmin.product.editTitle', { title: product.data?.title ?? '' });
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={title}>
      {!isNew && product.isPending && <Skeleton lines={10} />}
      {!isNew && product.isError && <ErrorState error={product.error} onRetry={() => void product.refetch()} />}
      {(isNew || product.data) && (
        <ProductForm key={product.data?.updated ?? 'new'} product={product.data} onSaved={onClose} />
      )}
    </Drawer>
  );
}

function ProductForm({ product, onSaved }: { product: ProductRow | undefined; onSaved: () => void }) {
  const { t } = useTranslation('orders');
  const form = useZodForm(productSchema, { defaultValues: draftOf(product) });
  const kept = useController({ control: form.control, name: 'images' });
  const added = useController({ control: form.control, name: 'added' });
  const variantsField = useController({ control: form.control, name: 'variants' });
  const variants = variantsField.field.value;
  const setVariants = variantsField.field.onChange;
  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    (values) => saveProduct(product?.id ?? null, values),
    async (saved) => {
      showToast(t('catalogAdmin.product.saved', { title: saved.title }), { tone: 'success' });
      await invalidateCollections('products', 'collections');
      onSaved();
    },
  );
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const variantsError = message(errors.variants?.message ?? errors.variants?.root?.message);
  const setVariant = (index: number, change: Partial<VariantDraft>) =>
    setVariants(variants.map((v, i) => (i === index ? { ...v, ...change } : v)));
  const pictures = kept.field.value;
  const setPictures = kept.field.onChange;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('catalogAdmin.product.form')}>
      <Stack $gap={3}>
        <FormAlert message={formError} />
        <TextField
          label={t('catalogAdmin.product.title')}
          error={message(errors.title?.message)}
          {...form.register('title')}
        />
        <TextAreaField label={t('catalogAdmin.product.description')} {...form.register('description')} />
        <Grid>
          <SelectField
            label={t('catalogAdmin.product.source')}
            options={PRODUCT_SOURCES.map((source) => ({ value: source, label: t(`catalogAdmin.sources.${source}`) }))}
            {...form.register('source')}
          />
          <TextField
            label={t('catalogAdmin.product.shop')}
            error={message(errors.shop?.message)}
            {...form.register('shop')}
          />
          <TextField
            label={t('catalogAdmin.product.price')}
            inputMode="decimal"
            error={message(errors.price_src?.message)}
            {...form.register('price_src')}
          />
        </Grid>
        <TextField
          label={t('catalogAdmin.product.sourceUrl')}
          type="url"
          error={message(errors.source_url?.message)}
          {...form.register('source_url')}
        />
        <CheckboxField label={t('catalogAdmin.product.active')} {...form.register('active')} />
        <fieldset>
          <legend>{t('catalogAdmin.product.pictures')}</legend>
          <Stack $gap={2}>
            <Pictures>
              {pictures.map((name, index) => (
                <li key={name}>
                  {product && (
                    <img
                      src={thumb(product, name)}
                      alt={t('catalogAdmin.product.pictureN', { n: index + 1 })}
                      width={80}
                      height={80}
                    />
                  )}
                  <ReorderButtons
                    index={index}
                    count={pictures.length}
                    onMove={(step) => setPictures(move(pictures, index, step))}
                    onRemove={() => setPictures(pictures.filter((k) => k !== name))}
                    labels={{
                      up: t('catalogAdmin.product.pictureUp', { n: index + 1 }),
                      down: t('catalogAdmin.product.pictureDown', { n: index + 1 }),
                      remove: t('catalogAdmin.product.pictureRemove', { n: index + 1 }),
                    }}
                  />
                </li>
              ))}
            </Pictures>
            <FileInput
              label={t('catalogAdmin.product.addPictures')}
              accept={PICTURE_TYPES}
              maxBytes={PICTURE_MAX_BYTES}
              multiple
              maxFiles={Math.max(1, 10 - pictures.length)}
              value={added.field.value}
              onChange={added.field.onChange}
              error={message(errors.images?.message ?? errors.added?.message)}
            />
          </Stack>
        </fieldset>
        <fieldset>
          <legend>{t('catalogAdmin.product.variants')}</legend>
          <Stack $gap={3}>
            {variantsError && <FormAlert message={variantsError} />}
            {variants.map((variant, index) => (
              <Variant key={index} $gap={2}>
                <TextField
                  label={t('catalogAdmin.product.sku', { n: index + 1 })}
                  value={variant.sku}
                  onChange={(e) => setVariant(index, { sku: e.target.value })}
                />
                <TextField
                  label={t('catalogAdmin.product.variantName', { n: index + 1 })}
                  value={variant.name}
                  onChange={(e) => setVariant(index, { name: e.target.value })}
                />
                <TextField
                  label={t('catalogAdmin.product.variantPrice', { n: index + 1 })}
                  inputMode="decimal"
                  value={variant.price}
                  onChange={(e) => setVariant(index, { price: e.target.value })}
                />
                <FileInput
                  label={t('catalogAdmin.product.variantPicture', { n: index + 1 })}
                  accept={PICTURE_TYPES}
                  maxBytes={PICTURE_MAX_BYTES}
                  value={variant.picture ? [variant.picture] : []}
                  onChange={(files) => setVariant(index, { picture: files[0] })}
                />
                <ReorderButtons
                  index={index}
                  count={variants.length}
                  onMove={(step) => setVariants(move(variants, index, step))}
                  onRemove={() => setVariants(variants.filter((_, i) => i !== index))}
                  labels={{
                    up: t('catalogAdmin.product.variantUp', { n: index + 1 }),
                    down: t('catalogAdmin.product.variantDown', { n: index + 1 }),
                    remove: t('catalogAdmin.product.variantRemove', { n: index + 1 }),
                  }}
                />
              </Variant>
            ))}
            <Row $gap={2}>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => setVariants([...variants, { sku: '', name: '', price: '' }])}
              >
                {t('catalogAdmin.product.addVariant')}
              </Button>
            </Row>
          </Stack>
        </fieldset>
        <SubmitButton busy={busy}>{t('catalogAdmin.product.save')}</SubmitButton>
      </Stack>
    </form>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
`;

const Pictures = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  li {
    display: grid;
    gap: ${theme.space(1)};
  }
  img {
    object-fit: cover;
    border-radius: ${theme.radius};
    border: 1px solid ${theme.color.border};
  }
`;

const Variant = styled(Stack)`
  padding: ${theme.space(2)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
`;
