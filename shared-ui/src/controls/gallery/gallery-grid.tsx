import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../../theme/theme';

export interface GalleryImage {
  src: string;
  alt: string;
  /** A smaller picture for the grid; `src` is used when absent. */
  thumb?: string;
}

export interface GalleryGridProps {
  images: GalleryImage[];
  onOpen: (index: number) => void;
  /** The visitor is about to open a picture (pointer over or focus in the grid). */
  onIntent?: () => void;
}

/** The thumbnails of an image gallery: plain buttons, light enough for the first paint. */
export function GalleryGrid({ images, onOpen, onIntent }: GalleryGridProps) {
  const { t } = useTranslation('ui');
  const total = images.length;
  return (
    <Grid aria-label={t('gallery.label')} onPointerEnter={onIntent} onFocus={onIntent}>
      {images.map((image, i) => (
        <li key={`${image.src}-${i}`}>
          <ThumbButton
            type="button"
            onClick={() => onOpen(i)}
            aria-label={t('gallery.open', { current: i + 1, total, alt: image.alt })}
          >
            <img src={image.thumb ?? image.src} alt="" loading="lazy" />
          </ThumbButton>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ThumbButton = styled.button`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  padding: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  overflow: hidden;
  background: ${theme.color.bg};
  cursor: zoom-in;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
