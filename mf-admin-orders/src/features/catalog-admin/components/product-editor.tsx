import { errorMessage, PRODUCT_SOURCES, toFormErrors, useApiMutation, useTranslation } from '@fwd/shared-contracts';
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
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { saveProduct, thumb, useProduct, type ProductRow } from '../api/catalog';
import { move, productErrors, type ProductDraft, type ProductErrors, type VariantDraft } from '../product-draft';

const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
const UP = -1 as const;
const DOWN = 1 as const;

function draftOf(product: ProductRow | undefined): ProductDraft {
  return {
    title: product?.title ?? '',
    description: product?.description ?? '',
    source: product?.source || 'taobao',
    sourceUrl: product?.source_url ?? '',
    shop: product?.shop ?? '',
    price: product ? (product.price_src / 100).toFixed(2) : '',
    active: product?.active ?? true,
    variants: (product?.variants ?? []).map((v) => ({
      sku: v.sku,
      name: v.name ?? v.sku,
      price: v.price_src ? (v.price_src / 100).toFixed(2) : '',
    })),
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
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product));
  const [kept, setKept] = useState<string[]>(product?.images ?? []);
  const [added, setAdded] = useState<File[]>([]);
  const [errors, setErrors] = useState<ProductErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const mutation = useApiMutation({
    mutationFn: () => saveProduct(product?.id ?? null, draft, kept, added),
    invalidates: ['products', 'collections'],
    form: true,
    onSuccess: (saved) => {
      showToast(t('catalogAdmin.product.saved', { title: saved.title }), { tone: 'success' });
      onSaved();
    },
  });
  const setVariant = (index: number, change: Partial<VariantDraft>) =>
    setDraft((d) => ({ ...d, variants: d.variants.map((v, i) => (i === index ? { ...v, ...change } : v)) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = productErrors(draft);
    setErrors(found);
    setServerErrors({});
    if (Object.keys(found).length > 0) return;
    try {
      await mutation.mutateAsync(undefined);
    } catch (error) {
      setServerErrors(toFormErrors(error, '').fields);
    }
  }
  const fieldError = (key: keyof ProductErrors, server?: string) =>
    errors[key] ? t(errors[key]!) : server && serverErrors[server] ? serverErrors[server] : undefined;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('catalogAdmin.product.form')}>
      <Stack $gap={3}>
        <FormAlert
          message={mutation.error && Object.keys(serverErrors).length === 0 ? errorMessage(mutation.error) : undefined}
        />
        <TextField
          label={t('catalogAdmin.product.title')}
          value={draft.title}
          onChange={(e) => setDraft({ ...draft, title: e.target.value })}
          error={fieldError('title', 'title')}
        />
        <TextAreaField
          label={t('catalogAdmin.product.description')}
          value={draft.description}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        />
        <Grid>
          <SelectField
            label={t('catalogAdmin.product.source')}
            value={draft.source}
            onChange={(e) => setDraft({ ...draft, source: e.target.value as ProductDraft['source'] })}
            options={PRODUCT_SOURCES.map((source) => ({ value: source, label: t(`catalogAdmin.sources.${source}`) }))}
          />
          <TextField
            label={t('catalogAdmin.product.shop')}
            value={draft.shop}
            onChange={(e) => setDraft({ ...draft, shop: e.target.value })}
            error={fieldError('shop', 'shop')}
          />
          <TextField
            label={t('catalogAdmin.product.price')}
            inputMode="decimal"
            value={draft.price}
            onChange={(e) => setDraft({ ...draft, price: e.target.value })}
            error={fieldError('price', 'price_src')}
          />
        </Grid>
        <TextField
          label={t('catalogAdmin.product.sourceUrl')}
          type="url"
          value={draft.sourceUrl}
          onChange={(e) => setDraft({ ...draft, sourceUrl: e.target.value })}
          error={fieldError('sourceUrl', 'source_url')}
        />
        <CheckboxField
          label={t('catalogAdmin.product.active')}
          checked={draft.active}
          onChange={(e) => setDraft({ ...draft, active: e.target.checked })}
        />
        <fieldset>
          <legend>{t('catalogAdmin.product.pictures')}</legend>
          <Stack $gap={2}>
            <Pictures>
              {kept.map((name, index) => (
                <li key={name}>
                  {product && (
                    <img
                      src={thumb(product, name)}
                      alt={t('catalogAdmin.product.pictureN', { n: index + 1 })}
                      width={80}
                      height={80}
                    />
                  )}
                  <Row $gap={1}>
                    <Button
                      type="button"
                      $variant="secondary"
                      disabled={index === 0}
                      onClick={() => setKept(move(kept, index, UP))}
                      aria-label={t('catalogAdmin.product.pictureUp', { n: index + 1 })}
                    >
                      ↑
                    </Button>
                    <Button
                      type="button"
                      $variant="secondary"
                      disabled={index === kept.length - 1}
                      onClick={() => setKept(move(kept, index, DOWN))}
                      aria-label={t('catalogAdmin.product.pictureDown', { n: index + 1 })}
                    >
                      ↓
                    </Button>
                    <Button
                      type="button"
                      $variant="danger"
                      onClick={() => setKept(kept.filter((k) => k !== name))}
                      aria-label={t('catalogAdmin.product.pictureRemove', { n: index + 1 })}
                    >
                      ✕
                    </Button>
                  </Row>
                </li>
              ))}
            </Pictures>
            <FileInput
              label={t('catalogAdmin.product.addPictures')}
              accept={PICTURE_TYPES}
              maxBytes={PICTURE_MAX_BYTES}
              multiple
              maxFiles={Math.max(1, 10 - kept.length)}
              value={added}
              onChange={setAdded}
              error={serverErrors.images}
            />
          </Stack>
        </fieldset>
        <fieldset>
          <legend>{t('catalogAdmin.product.variants')}</legend>
          <Stack $gap={3}>
            {fieldError('variants') && <FormAlert message={fieldError('variants')} />}
            {draft.variants.map((variant, index) => (
              <Variant key={index}>
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
                <Row $gap={1}>
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={index === 0}
                    onClick={() => setDraft({ ...draft, variants: move(draft.variants, index, UP) })}
                    aria-label={t('catalogAdmin.product.variantUp', { n: index + 1 })}
                  >
                    ↑
                  </Button>
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={index === draft.variants.length - 1}
                    onClick={() => setDraft({ ...draft, variants: move(draft.variants, index, DOWN) })}
                    aria-label={t('catalogAdmin.product.variantDown', { n: index + 1 })}
                  >
                    ↓
                  </Button>
                  <Button
                    type="button"
                    $variant="danger"
                    onClick={() => setDraft({ ...draft, variants: draft.variants.filter((_, i) => i !== index) })}
                    aria-label={t('catalogAdmin.product.variantRemove', { n: index + 1 })}
                  >
                    ✕
                  </Button>
                </Row>
              </Variant>
            ))}
            <Row $gap={2}>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => setDraft({ ...draft, variants: [...draft.variants, { sku: '', name: '', price: '' }] })}
              >
                {t('catalogAdmin.product.addVariant')}
              </Button>
            </Row>
          </Stack>
        </fieldset>
        <SubmitButton busy={mutation.isPending}>{t('catalogAdmin.product.save')}</SubmitButton>
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

const Variant = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  padding: ${theme.space(2)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
`;
