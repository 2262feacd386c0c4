import { getProduct, listShops, searchProducts, type ApiClient, type PricedProduct } from '@fwd/shared-contracts/api';
import { describe, expect, it } from 'vitest';
import { productPicture } from '@fwd/shared-contracts/domains/catalog';
import { CARD_PICTURE_HEIGHT, LEAD_RATIO, THUMB } from '../features/catalog/picture-path';
import { readSearch, searchQuery } from '../features/catalog/search-state';
import { variantPicture } from '../features/catalog/variant-picture';
import productData from './product.data';
import searchData from './search.data';

/** The path of the one request a typed route sends (its answer is never read). */
async function pathSent(call: (client: ApiClient) => Promise<unknown>): Promise<string> {
  let sent = '';
  const client: ApiClient = {
    send: async (path) => {
      sent = path;
      throw new Error('not sent');
    },
  };
  await call(client).catch(() => undefined);
  return sent;
}

const product = (id: string, images: string[], variants: { sku: string; name: string }[] | null = null) =>
  ({ id, collectionId: 'pbc_products', collectionName: 'products', images, variants }) as unknown as PricedProduct;

describe("the search page's data", () => {
  it.each([
    '/account/search',
    '/account/search?q=r%C3%A8m+c%E1%BB%ADa&sort=price_asc&page=3',
    '/account/search?shop=Shop+A&min=12.5&max=30&sort=newest',
    '/account/search?min=abc&sort=nope&page=0',
    '/account/search?q=https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D1',
  ])('asks for exactly what the page asks for at %s', async (address) => {
    const url = new URL(address, 'https://forwardly.test');
    const query = searchQuery(readSearch(url.searchParams));
    const [results, shops] = searchData(url, {});
    expect(results?.path).toBe(await pathSent((client) => searchProducts(client, query)));
    expect(shops?.path).toBe(await pathSent((client) => listShops(client)));
  });

  it('asks for the pictures of the cards that load at once, as the cards show them', () => {
    const items = [
      product('p00000000000001', ['a_1.png', 'b.png']),
      product('p00000000000002', []),
      product('p00000000000003', ['c d.png']),
      product('p00000000000004', ['e.png']),
      product('p00000000000005', ['f.png']),
    ];
    const [results] = searchData(new URL('https://forwardly.test/account/search'), {});
    expect(results?.pictures?.({ items })).toEqual(
      [items[0], items[2], items[3]].map((p) => productPicture(p!, p!.images[0]!, THUMB)),
    );
    expect(results?.pictures?.({ message: 'Something went wrong.' })).toEqual([]);
    // The frame shows them as a card does: at its width, as high as the card's picture.
    expect(results?.view).toEqual({ kind: 'card', height: CARD_PICTURE_HEIGHT });
  });
});

describe("the product page's data", () => {
  it('asks for the product as the page does, and nothing for an id that is not a record id', async () => {
    const url = new URL('https://forwardly.test/account/product/abcdefghij12345');
    const [request] = productData(url, { id: 'abcdefghij12345' });
    expect(request?.path).toBe(await pathSent((client) => getProduct(client, 'abcdefghij12345')));
    expect(productData(url, { id: '../admin' })).toEqual([]);
  });

  it('asks for the picture the page leads with, for the variant in the address', () => {
    const shirt = product(
      'abcdefghij12345',
      ['blue_x1.png', 'red_x2.png'],
      [
        { sku: 'blue', name: 'Blue' },
        { sku: 'red', name: 'Red' },
      ],
    );
    for (const [address, sku] of [
      ['?sku=red', 'red'],
      ['?sku=unknown', 'blue'],
      ['', 'blue'],
    ] as const) {
      const url = new URL(`https://forwardly.test/account/product/abcdefghij12345${address}`);
      const [request] = productData(url, { id: shirt.id });
      const lead = variantPicture(
        shirt.images,
        shirt.variants?.find((v) => v.sku === sku),
      );
      expect(request?.pictures?.({ product: shirt }), address).toEqual([productPicture(shirt, lead)]);
    }
    const [request] = productData(new URL('https://forwardly.test/account/product/abcdefghij12345'), {
      id: shirt.id,
    });
    expect(request?.pictures?.({ product: product(shirt.id, []) })).toEqual([]);
    expect(request?.view).toEqual({ kind: 'lead', ratio: LEAD_RATIO });
  });
});
