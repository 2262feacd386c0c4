import { useTranslation } from '@fwd/shared-contracts';
import { Button, DataTable, EmptyState, Row, Stack, type DataColumn } from '@fwd/shared-ui';
import { lazy, Suspense, useState } from 'react';
import { useCollections, type CollectionRow } from '../api/catalog';

// The dialog (its form and the form's schema) loads when a collection is opened, not with the tab.
const CollectionDialog = lazy(() =>
  import('./collection-dialog').then((module) => ({ default: module.CollectionDialog })),
);

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
      {editing && (
        <Suspense fallback={null}>
          <CollectionDialog collection={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
