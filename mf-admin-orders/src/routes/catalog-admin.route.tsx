import { useApiMutation, useFormat, useLive, useTranslation } from '@fwd/shared-contracts';
import { useShopMoney } from '@fwd/shared-contracts/domains/settings';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  FilterForm,
  listPageLoader,
  Page,
  SelectField,
  showToast,
  Stack,
  Tabs,
  useListTable,
  type DataColumn,
  useListView,
} from '@fwd/shared-ui';
import { lazy, useState } from 'react';
import { LazyDrawer } from '../components/desk-page';
import { PRODUCT_LIST, setActive, thumb, type ProductRow } from '../features/catalog-admin/api/catalog';
import { CollectionsPanel } from '../features/catalog-admin/components/collections-panel';

// The editor (its form and the form's schema) loads when a product is opened, not with the list.
const ProductEditor = lazy(() =>
  import('../features/catalog-admin/components/product-editor').then((module) => ({ default: module.ProductEditor })),
);

export const loader = listPageLoader;

const STATES = ['', 'active', 'hidden'] as const;
const NEW = 'new';
const SEARCH = ['q'] as const;
const TABS = ['products', 'collections'] as const;

/**
 * /admin/product: the curated catalog (search, active or hidden; `?id=` edits one, `?id=new` adds
 * one) and its collections (`?tab=collections`).
 */
export function Component() {
  const { t } = useTranslation('orders');
  const view = useListView({ filters: ['tab'] });
  const tab = view.filters.tab === 'collections' ? 'collections' : 'products';
  useLive(['products', 'collections']);
  return (
    <Page
      actions={
        tab === 'products' ? (
          <Button type="button" onClick={() => view.open(NEW)}>
            {t('catalogAdmin.product.add')}
          </Button>
        ) : undefined
      }
    >
      <Stack $gap={4}>
        <Tabs
          label={t('catalogAdmin.tabs.label')}
          tabs={TABS.map((id) => ({ id, label: t(`catalogAdmin.tabs.${id}`) }))}
          value={tab}
          onChange={(id) => view.setFilters({ tab: id === 'products' ? '' : id, q: '', state: '' })}
        />
        {tab === 'products' ? <Products /> : <CollectionsPanel />}
      </Stack>
    </Page>
  );
}

/** The products: found by words and shown or hidden; a row opens the editor, its button hides or shows it. */
function Products() {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const money = useShopMoney();
  const list = useListTable<'products', ProductRow>('products', PRODUCT_LIST);
  const { view } = list;
  const [toggling, setToggling] = useState<ProductRow | null>(null);
  const toggle = useApiMutation({
    mutationFn: (product: ProductRow) => setActive(product.id, !product.active),
    invalidates: ['products', 'collections'],
    form: true,
    onSuccess: (saved) =>
      showToast(
        t(saved.active ? 'catalogAdmin.product.shown' : 'catalogAdmin.product.hidden', { title: saved.title }),
        { tone: 'success' },
      ),
  });
  const columns: DataColumn<ProductRow>[] = [
    {
      id: 'picture',
      header: t('catalogAdmin.table.picture'),
      hideOnPhone: true,
      cell: (row) => (row.images[0] ? <img src={thumb(row, row.images[0])} alt="" width={48} height={48} /> : null),
    },
    { id: 'title', header: t('catalogAdmin.table.title'), cell: (row) => row.title },
    { id: 'shop', header: t('catalogAdmin.table.shop'), cell: (row) => row.shop },
    {
      id: 'price',
      header: t('catalogAdmin.table.price'),
      align: 'end',
      cell: (row) => money?.source(row.price_src) ?? format.number(row.price_src),
    },
    {
      id: 'variants',
      header: t('catalogAdmin.table.variants'),
      align: 'end',
      hideOnPhone: true,
      cell: (row) => row.variants?.length ?? 0,
    },
    {
      id: 'active',
      header: t('catalogAdmin.table.shown'),
      cell: (row) => (
        <Button
          type="button"
          $variant="secondary"
          onClick={(event) => {
            event.stopPropagation();
            setToggling(row);
          }}
          aria-label={t(row.active ? 'catalogAdmin.product.hideOf' : 'catalogAdmin.product.showOf', {
            title: row.title,
          })}
        >
          {row.active ? t('catalogAdmin.product.hide') : t('catalogAdmin.product.show')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <FilterForm
        label={t('catalogAdmin.filters')}
        fields={SEARCH.map((name) => ({ name, label: t('catalogAdmin.search') }))}
        values={view.filters}
        onApply={view.setFilters}
        applyLabel={t('catalogAdmin.find')}
      >
        <SelectField
          label={t('catalogAdmin.state')}
          value={view.filters.state ?? ''}
          onChange={(event) => view.setFilter('state', event.target.value)}
          options={STATES.map((state) => ({ value: state, label: t(`catalogAdmin.states.${state || 'all'}`) }))}
        />
      </FilterForm>
      <DataTable
        {...list.table}
        caption={t('catalogAdmin.table.caption')}
        columns={columns}
        empty={<EmptyState title={t('catalogAdmin.table.none')} />}
      />
      {view.selectedId && (
        <LazyDrawer
          title={
            view.selectedId === NEW
              ? t('catalogAdmin.product.newTitle')
              : t('catalogAdmin.product.editTitle', { title: '' })
          }
          lines={10}
          onClose={view.close}
        >
          <ProductEditor id={view.selectedId} onClose={view.close} />
        </LazyDrawer>
      )}
      {toggling && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setToggling(null)}
          tone={toggling.active ? 'danger' : 'default'}
          title={t(toggling.active ? 'catalogAdmin.product.hideTitle' : 'catalogAdmin.product.showTitle', {
            title: toggling.title,
          })}
          description={t(toggling.active ? 'catalogAdmin.product.hideBody' : 'catalogAdmin.product.showBody')}
          confirmLabel={toggling.active ? t('catalogAdmin.product.hide') : t('catalogAdmin.product.show')}
          cancelLabel={t('catalogAdmin.keep')}
          onConfirm={() => toggle.mutateAsync(toggling)}
        />
      )}
    </>
  );
}
