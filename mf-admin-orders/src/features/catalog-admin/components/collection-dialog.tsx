import {
  errorMessage,
  invalidateCollections,
  useController,
  useServerSubmit,
  useTranslation,
  useZodForm,
} from '@fwd/shared-contracts';
import {
  Button,
  CheckboxField,
  Dialog,
  FormAlert,
  PlainList,
  Row,
  showToast,
  Stack,
  SubmitButton,
  TextAreaField,
  TextField,
  theme,
} from '@fwd/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ReorderButtons } from '../../../components/reorder-buttons';
import { saveCollection, searchProducts, type CollectionRow, type ProductRow } from '../api/catalog';
import { collectionSchema, type CollectionInput } from '../collection-schema';
import { move } from '../product-draft';

/** A collection added or edited: its fields, and its products found, added, ordered and removed. */
export function CollectionDialog({ collection, onClose }: { collection: CollectionRow | null; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const form = useZodForm(collectionSchema, {
    defaultValues: {
      title: collection?.title ?? '',
      slug: collection?.slug ?? '',
      description: collection?.description ?? '',
      sort: String(collection?.sort ?? 0),
      active: collection?.active ?? true,
      products: collection?.expand?.products ?? [],
    } satisfies CollectionInput,
  });
  const products = useController({ control: form.control, name: 'products' });
  const chosen = products.field.value;
  const setChosen = products.field.onChange;
  const active = useController({ control: form.control, name: 'active' });
  const [searchProblem, setSearchProblem] = useState<string>();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Pick<ProductRow, 'id' | 'title' | 'shop'>[]>([]);
  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    (values) => saveCollection(collection?.id ?? null, values),
    async (saved) => {
      showToast(t('catalogAdmin.collections.saved', { title: saved.title }), { tone: 'success' });
      await invalidateCollections('collections');
      onClose();
    },
  );
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  async function search() {
    if (!q.trim()) return;
    setSearchProblem(undefined);
    try {
      setFound((await searchProducts(q.trim())).items);
    } catch (error) {
      setSearchProblem(errorMessage(error));
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        collection
          ? t('catalogAdmin.collections.editTitle', { title: collection.title })
          : t('catalogAdmin.collections.newTitle')
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack $gap={3}>
          <FormAlert message={formError ?? searchProblem} />
          <TextField
            label={t('catalogAdmin.collections.title')}
            error={message(errors.title?.message)}
            {...form.register('title')}
          />
          <TextField
            label={t('catalogAdmin.collections.slug')}
            hint={t('catalogAdmin.collections.slugHint')}
            error={message(errors.slug?.message)}
            {...form.register('slug')}
          />
          <TextAreaField
            label={t('catalogAdmin.collections.description')}
            error={message(errors.description?.message)}
            {...form.register('description')}
          />
          <TextField
            label={t('catalogAdmin.collections.sort')}
            type="number"
            error={message(errors.sort?.message)}
            {...form.register('sort')}
          />
          <CheckboxField
            label={t('catalogAdmin.collections.active')}
            checked={active.field.value}
            onChange={(e) => active.field.onChange(e.target.checked)}
          />
          <fieldset>
            <legend>{t('catalogAdmin.collections.products')}</legend>
            <Stack $gap={2}>
              <Items as="ol" $gap={1}>
                {chosen.map((product, index) => (
                  <li key={product.id}>
                    <span>
                      {index + 1}. {product.title} · {product.shop}
                    </span>
                    <ReorderButtons
                      index={index}
                      count={chosen.length}
                      onMove={(step) => setChosen(move(chosen, index, step))}
                      onRemove={() => setChosen(chosen.filter((p) => p.id !== product.id))}
                      labels={{
                        up: t('catalogAdmin.collections.up', { title: product.title }),
                        down: t('catalogAdmin.collections.down', { title: product.title }),
                        remove: t('catalogAdmin.collections.remove', { title: product.title }),
                      }}
                    />
                  </li>
                ))}
              </Items>
              <Row $gap={2}>
                <TextField
                  label={t('catalogAdmin.collections.find')}
                  type="search"
                  value={q}
                  onChange={(e) => setQ(e.target.value)}
                />
                <Button type="button" $variant="secondary" onClick={() => void search()}>
                  {t('catalogAdmin.collections.search')}
                </Button>
              </Row>
              <Items as="ol" $gap={1}>
                {found
                  .filter((product) => !chosen.some((p) => p.id === product.id))
                  .map((product) => (
                    <li key={product.id}>
                      <span>
                        {product.title} · {product.shop}
                      </span>
                      <Button
                        type="button"
                        $variant="secondary"
                        onClick={() => setChosen([...chosen, product])}
                        aria-label={t('catalogAdmin.collections.addProduct', { title: product.title })}
                      >
                        +
                      </Button>
                    </li>
                  ))}
              </Items>
            </Stack>
          </fieldset>
          <SubmitButton busy={busy}>{t('catalogAdmin.collections.save')}</SubmitButton>
        </Stack>
      </form>
    </Dialog>
  );
}

const Items = styled(PlainList)`
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${theme.space(2)};
  }
`;
