import { useTranslation } from '@fwd/shared-contracts';
import { ImageGallery, Muted, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import { PHOTO_THUMB, photoUrl, type ParcelRow } from '@fwd/shared-contracts/domains/parcels';

/** How many thumbnails a row of the list shows; the detail shows them all. */
const LIST_PHOTOS = 3;

/**
 * The warehouse's photos of a parcel as thumbnails, each opening the picture viewer. `compact`
 * (the list) shows the first few, small, and says how many more the detail has.
 */
export function ParcelPhotos({ parcel, compact = false }: { parcel: ParcelRow; compact?: boolean }) {
  const { t } = useTranslation('account');
  const photos = parcel.photos ?? [];
  if (photos.length === 0) {
    return compact ? null : <Muted>{t('parcels.photos.none')}</Muted>;
  }
  const shown = compact ? photos.slice(0, LIST_PHOTOS) : photos;
  const images = shown.map((name, i) => ({
    src: photoUrl(parcel, name),
    thumb: photoUrl(parcel, name, PHOTO_THUMB),
    alt: t('parcels.photos.alt', { code: parcel.tracking_code, n: i + 1 }),
  }));
  if (!compact) return <ImageGallery images={images} />;
  const more = photos.length - shown.length;
  return (
    <Small $count={shown.length}>
      <ImageGallery images={images} />
      {more > 0 && <Muted as="span">{t('parcels.photos.more', { count: more })}</Muted>}
    </Small>
  );
}

/** Small thumbnails in a list row (the gallery's own grid is sized for a detail). */
const Small = styled.div<{ $count: number }>`
  display: grid;
  gap: ${theme.space(1)};
  & ul {
    grid-template-columns: repeat(${({ $count }) => $count}, 44px);
  }
`;
