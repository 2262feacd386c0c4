import {
  allOf,
  fileUrl,
  pb,
  readOptions,
  useList,
  useRecord,
  where,
  type CollectionRecord,
  type ProductRecord,
} from '@fwd/shared-contracts';
import type { ListTableOptions } from '@fwd/shared-ui';
import { fen, variantPictureFile, variantsJson, type ProductDraft } from '../product-draft';

export type ProductRow = ProductRecord;

/**
 * The catalog's products for `useListTable('products', PRODUCT_LIST)`: words of the title or shop,
 * active or hidden, newest first.
 */
export const PRODUCT_LIST: ListTableOptions = {
  filters: ['q', 'state'],
  filter: ({ q = '', state }) =>
    allOf(
      q.trim() && where('title ~ {:q} || shop ~ {:q}', { q: q.trim() }),
      state === 'active' && 'active = true',
      state === 'hidden' && 'active = false',
    ),
  defaultSort: '-created',
};

export function useProduct(id: string) {
  return useRecord<'products', ProductRow>('products', id);
}

export function thumb(record: { id: string; collectionId: string; collectionName: string }, name: string): string {
  return fileUrl(record, 'images', name, { thumb: '160x160' });
}

/**
 * Saves a product: fields, variants, the kept pictures in their order (`images`), new ones
 * appended (`images+`), each variant's picture named after its SKU.
 */
export function saveProduct(id: string | null, draft: ProductDraft): Promise<ProductRow> {
  const form = new FormData();
  form.append('title', draft.title.trim());
  form.append('description', draft.description.trim());
  form.append('source', draft.source);
  form.append('source_url', draft.source_url.trim());
  form.append('shop', draft.shop.trim());
  form.append('price_src', String(fen(draft.price_src) ?? 0));
  form.append('active', String(draft.active));
  form.append('variants', JSON.stringify(variantsJson(draft)));
  if (id) {
    if (draft.images.length === 0) form.append('images', '');
    for (const name of draft.images) form.append('images', name);
  }
  const field = id ? 'images+' : 'images';
  for (const file of draft.added) form.append(field, file);
  for (const variant of draft.variants) {
    const file = variantPictureFile(variant);
    if (file) form.append(field, file);
  }
  const products = pb.collection('products');
  return id ? products.update<ProductRow>(id, form) : products.create<ProductRow>(form);
}

export function setActive(id: string, active: boolean) {
  return pb.collection('products').update<ProductRow>(id, { active });
}

export type CollectionRow = CollectionRecord & { expand?: { products?: Pick<ProductRow, 'id' | 'title' | 'shop'>[] } };

export function useCollections(page: number) {
  return useList<'collections', CollectionRow>('collections', { page, sort: 'sort,title', expand: 'products' });
}

export function searchProducts(q: string) {
  return pb.collection('products').getList<ProductRow>(1, 10, {
    filter: where('title ~ {:q} || shop ~ {:q}', { q }),
    fields: 'id,title,shop',
    skipTotal: true,
    ...readOptions(),
  });
}

export interface CollectionDraft {
  title: string;
  slug: string;
  description: string;
  sort: string;
  active: boolean;
  products: Pick<ProductRow, 'id' | 'title' | 'shop'>[];
}

export function saveCollection(id: string | null, draft: CollectionDraft) {
  const body = {
    title: draft.title.trim(),
    slug: draft.slug.trim(),
    description: draft.description.trim(),
    sort: Number(draft.sort) || 0,
    active: draft.active,
    products: draft.products.map((p) => p.id),
  };
  const collections = pb.collection('collections');
  return id ? collections.update<CollectionRecord>(id, body) : collections.create<CollectionRecord>(body);
}
