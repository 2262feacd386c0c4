import { useTranslation } from '@fwd/shared-contracts';
import type { PricedProduct } from '@fwd/shared-contracts/api';
import { ImageGallery, Stack, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import { productPicture } from '@fwd/shared-contracts/domains/catalog';
import { THUMB } from '../picture-path';
import { LEAD_RATIO } from '../picture-path';
import { variantPicture } from '../variant-picture';

const Lead = styled.img`
  display: block;
  width: 100%;
  max-height: 28rem;
  aspect-ratio: ${LEAD_RATIO};
  object-fit: contain;
  border-radius: ${theme.radius};
  background: ${theme.color.border};
`;

/**
 * The product's pictures: the chosen variant's (or the first) large, then every picture as a
 * thumbnail that opens the viewer. Nothing when the product has no picture.
 */
export function ProductPictures({ product, sku }: { product: PricedProduct; sku: string }) {
  const { t } = useTranslation('account');
  const lead = variantPicture(
    product.images,
    product.variants?.find((v) => v.sku === sku),
  );
  if (!lead) return null;
  return (
    <section aria-label={t('catalog.product.gallery', { title: product.title })}>
      <Stack $gap={2}>
        <Lead src={productPicture(product, lead)} alt={product.title} fetchPriority="high" />
        {product.images.length > 1 && (
          <ImageGallery
            images={product.images.map((name) => ({
              src: productPicture(product, name),
              thumb: productPicture(product, name, THUMB),
              alt: product.title,
            }))}
          />
        )}
      </Stack>
    </section>
  );
}
