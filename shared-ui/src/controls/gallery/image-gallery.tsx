import { useState, type KeyboardEvent } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { CloseButton, Header, Overlay, Title } from '../dialog/dialog-parts';

export interface GalleryImage {
  src: string;
  alt: string;
  /** A smaller picture for the grid; `src` is used when absent. */
  thumb?: string;
}

export interface ImageGalleryProps {
  images: GalleryImage[];
}

/**
 * A grid of thumbnails; each opens a viewer with previous/next buttons, ← and → keys, Escape to
 * close and the position ("2 of 5") announced as it changes.
 */
export function ImageGallery({ images }: ImageGalleryProps) {
  const { t } = useTranslation('ui');
  const [index, setIndex] = useState<number | null>(null);
  const total = images.length;
  const current = index === null ? undefined : images[index];

  function move(step: number) {
    setIndex((i) => (i === null ? i : (i + step + total) % total));
  }

  function keys(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  }

  if (total === 0) return null;
  return (
    <>
      <Grid aria-label={t('gallery.label')}>
        {images.map((image, i) => (
          <li key={`${image.src}-${i}`}>
            <ThumbButton
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t('gallery.open', { current: i + 1, total, alt: image.alt })}
            >
              <img src={image.thumb ?? image.src} alt="" loading="lazy" />
            </ThumbButton>
          </li>
        ))}
      </Grid>
      <RadixDialog.Root open={current !== undefined} onOpenChange={(open) => !open && setIndex(null)}>
        <RadixDialog.Portal>
          <Overlay />
          <Viewer aria-describedby={undefined} onKeyDown={keys}>
            <Header>
              <Title>{t('gallery.label')}</Title>
              <CloseButton />
            </Header>
            {current && index !== null && (
              <>
                <Picture src={current.src} alt={current.alt} />
                <Controls>
                  <NavButton type="button" onClick={() => move(-1)} aria-label={t('gallery.previous')}>
                    <Arrow flip />
                  </NavButton>
                  <Position aria-live="polite" aria-atomic="true">
                    {t('gallery.position', { current: index + 1, total })}
                  </Position>
                  <NavButton type="button" onClick={() => move(1)} aria-label={t('gallery.next')}>
                    <Arrow />
                  </NavButton>
                </Controls>
              </>
            )}
          </Viewer>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </>
  );
}

function Arrow({ flip }: { flip?: boolean }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none">
      <path
        d={flip ? 'M12 4l-6 6 6 6' : 'M8 4l6 6-6 6'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
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

const Viewer = styled(RadixDialog.Content)`
  position: fixed;
  z-index: 901;
  inset: ${theme.space(4)};
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  &:focus {
    outline: none;
  }
  @media (max-width: ${theme.breakpoint.sm}) {
    inset: 0;
    border-radius: 0;
  }
`;

const Picture = styled.img`
  justify-self: center;
  align-self: center;
  max-width: 100%;
  max-height: 100%;
  object-fit: contain;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(4)};
`;

const NavButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.color.border};
  border-radius: 50%;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

const Position = styled.span`
  min-width: 5em;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;
