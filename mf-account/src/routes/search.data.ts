import type { RouteData } from '@fwd/shared-contracts';
import type { ProductSearchResponse } from '@fwd/shared-contracts/api';
import { PRODUCTS_API, withQuery } from '@fwd/shared-contracts/api/terms';
import { CARD_PICTURE_HEIGHT, EAGER_CARDS, filePath, THUMB } from '../features/catalog/picture-path';
import { readSearch, searchQuery } from '../features/catalog/search-state';

/**
 * What /account/search asks for first (its loader): the results, with the pictures of the cards
 * that load at once (shown in the frame as the cards show them), and the shops to filter by. The
 * first-paint script asks for them while the app starts (docs/first-paint.md).
 */
const searchData: RouteData = (url) => [
  {
    path: withQuery(`${PRODUCTS_API}/search`, searchQuery(readSearch(url.searchParams))),
    pictures: (answer) =>
      ((answer as Partial<ProductSearchResponse>).items ?? [])
        .slice(0, EAGER_CARDS)
        .map((product) => filePath(product, product.images[0] ?? '', THUMB))
        .filter((path) => path !== ''),
    view: { kind: 'card', height: CARD_PICTURE_HEIGHT },
  },
  { path: `${PRODUCTS_API}/shops` },
];

export default searchData;
