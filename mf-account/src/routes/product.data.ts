import type { RouteData } from '@fwd/shared-contracts';
import { PRODUCTS_API, RECORD_ID } from '@fwd/shared-contracts/api/terms';
import type { ProductView } from '@fwd/shared-contracts/api';
import { readChoice } from '../features/catalog/cart-choice';
import { filePath, LEAD_RATIO } from '../features/catalog/picture-path';
import { variantPicture } from '../features/catalog/variant-picture';

/**
 * What /account/product/:id asks for first (its loader): the product, with the picture the page
 * leads with for the variant in the address (shown in the frame as the page shows it). Nothing
 * for an id that is not a record id (the page is a 404 without asking).
 */
const productData: RouteData = (url, params) => {
  const id = params.id ?? '';
  if (!RECORD_ID.test(id)) return [];
  return [
    {
      path: `${PRODUCTS_API}/${encodeURIComponent(id)}`,
      pictures: (answer) => {
        const product = (answer as Partial<ProductView>).product;
        if (!product) return [];
        const sku = readChoice(url.searchParams, product).sku;
        const lead = variantPicture(
          product.images,
          product.variants?.find((variant) => variant.sku === sku),
        );
        return lead ? [filePath(product, lead)] : [];
      },
      view: { kind: 'lead', ratio: LEAD_RATIO },
    },
  ];
};

export default productData;
