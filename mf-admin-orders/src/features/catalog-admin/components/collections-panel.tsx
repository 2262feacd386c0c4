import { errorMessage, useApiMutation, useTranslation } from '@fwd/shared-contracts';
import {
  Button,
  CheckboxField,
  DataTable,
  Dialog,
  EmptyState,
  FormAlert,
  Row,
  showToast,
  Stack,
  SubmitButton,
  TextAreaField,
  TextField,
  theme,
  type DataColumn,
} from '@fwd/shared-ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  saveCollection,
  searchProducts,
  useCollections,
  type CollectionDraft,
  type CollectionRow,
  type ProductRow,
} from '../api/catalog';
import { move } from '../product-draft';

const UP = -1 as const;
const DOWN = 1 as const;

/** The curated collections: title, slug, order, active, and their products in order. */
export function CollectionsPanel() {
  const { t } = useTranslation('orders');
  const [page, setPage] = useState(1);
  const list = useCollections(page);
  const [editing, setEditing] = useState<CollectionRow | 'new' | null>(null);
  const columns: DataColumn<CollectionRow>[] = [
    { id: 'sort', header: t('catalogAdmin.collections.sort'), align: 'end', cell: (row) => row.sort },
    { id: 'title', header: t('catalogAdmin.collections.title'), cell: (row) => row.title },
    { id: 'slug', header: t('catalogAdmin.collections.slug'), hideOnPhone: true, cell: (row) => row.slug },
    { id: 'count', header: t('catalogAdmin.collections.products'), align: 'end', cell: (row) => row.products.length },
    {
      id: 'active',
      header: t('catalogAdmin.collections.active'),
      cell: (row) => (row.active ? t('catalogAdmin.yes') : t('catalogAdmin.no')),
    },
  ];
  return (
    <Stack $gap={3}>
      <Row $gap={2}>
        <Button type="button" onClick={() => setEditing('new')}>
          {t('catalogAdmin.collections.add')}
        </Button>
      </Row>
      <DataTable
        caption={t('catalogAdmin.collections.caption')}
        columns={columns}
        rows={list.data?.items}
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={<EmptyState title={t('catalogAdmin.collections.none')} />}
        getRowId={(row) => row.id}
        page={page}
        perPage={30}
        totalItems={list.data?.totalItems}
        onPageChange={setPage}
        onRowClick={setEditing}
      />
      {editing && <CollectionDialog collection={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function CollectionDialog({ collection, onClose }: { collection: CollectionRow | null; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const [draft, setDraft] = useState<CollectionDraft>({
    title: collection?.title ?? '',
    slug: collection?.slug ?? '',
    description: collection?.description ?? '',
    sort: String(collection?.sort ?? 0),
    active: collection?.active ?? true,
    products: collection?.expand?.products ?? [],
  });
  const [problem, setProblem] = useState<string>();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Pick<ProductRow, 'id' | 'title' | 'shop'>[]>([]);
  const mutation = useApiMutation({
    mutationFn: () => saveCollection(collection?.id ?? null, draft),
    invalidates: ['collections'],
    form: true,
    onSuccess: () => {
      showToast(t('catalogAdmin.collections.saved', { title: draft.title }), { tone: 'success' });
      onClose();
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.title.trim()) return setProblem(t('catalogAdmin.collections.titleRequired'));
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(draft.slug.trim()))
      return setProblem(t('catalogAdmin.collections.slugFormat'));
    setProblem(undefined);
    mutation.mutate(undefined);
  }
  async function search() {
    if (!q.trim()) return;
    try {
      setFound((await searchProducts(q.trim())).items);
    } catch (error) {
      setProblem(errorMessage(error));
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
      <form noValidate onSubmit={submit}>
        <Stack $gap={3}>
          <FormAlert message={problem ?? (mutation.error ? errorMessage(mutation.error) : undefined)} />
          <TextField
            label={t('catalogAdmin.collections.title')}
            value={draft.title}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
          />
          <TextField
            label={t('catalogAdmin.collections.slug')}
            hint={t('catalogAdmin.collections.slugHint')}
            value={draft.slug}
            onChange={(e) => setDraft({ ...draft, slug: e.target.value })}
          />
          <TextAreaField
            label={t('catalogAdmin.collections.description')}
            value={draft.description}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          />
          <TextField
            label={t('catalogAdmin.collections.sort')}
            type="number"
            value={draft.sort}
            onChange={(e) => setDraft({ ...draft, sort: e.target.value })}
          />
          <CheckboxField
            label={t('catalogAdmin.collections.active')}
            checked={draft.active}
            onChange={(e) => setDraft({ ...draft, active: e.target.checked })}
          />
          <fieldset>
            <legend>{t('catalogAdmin.collections.products')}</legend>
            <Stack $gap={2}>
              <Items>
                {draft.products.map((product, index) => (
                  <li key={product.id}>
                    <span>
                      {index + 1}. {product.title} · {product.shop}
                    </span>
                    <Row $gap={1}>
                      <Button
                        type="button"
                        $variant="secondary"
                        disabled={index === 0}
                        onClick={() => setDraft({ ...draft, products: move(draft.products, index, UP) })}
                        aria-label={t('catalogAdmin.collections.up', { title: product.title })}
                      >
                        ↑
                      </Button>
                      <Button
                        type="button"
                        $variant="secondary"
                        disabled={index === draft.products.length - 1}
                        onClick={() => setDraft({ ...draft, products: move(draft.products, index, DOWN) })}
                        aria-label={t('catalogAdmin.collections.down', { title: product.title })}
                      >
                        ↓
                      </Button>
                      <Button
                        type="button"
                        $variant="danger"
                        onClick={() =>
                          setDraft({ ...draft, products: draft.products.filter((p) => p.id !== product.id) })
                        }
                        aria-label={t('catalogAdmin.collections.remove', { title: product.title })}
                      >
                        ✕
                      </Button>
                    </Row>
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
              <Items>
                {found
                  .filter((product) => !draft.products.some((p) => p.id === product.id))
                  .map((product) => (
                    <li key={product.id}>
                      <span>
                        {product.title} · {product.shop}
                      </span>
                      <Button
                        type="button"
                        $variant="secondary"
                        onClick={() => setDraft({ ...draft, products: [...draft.products, product] })}
                        aria-label={t('catalogAdmin.collections.addProduct', { title: product.title })}
                      >
                        +
                      </Button>
                    </li>
                  ))}
              </Items>
            </Stack>
          </fieldset>
          <SubmitButton busy={mutation.isPending}>{t('catalogAdmin.collections.save')}</SubmitButton>
        </Stack>
      </form>
    </Dialog>
  );
}

const Items = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(1)};
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${theme.space(2)};
  }
`;
