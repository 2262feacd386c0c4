import { type KeyboardEvent } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { CloseButton, Header, Overlay, Title } from '../dialog/dialog-parts';
import type { GalleryImage } from './gallery-grid';

export interface GalleryViewerProps {
  images: GalleryImage[];
  /** The picture shown; the viewer is open while it is mounted. */
  index: number;
  onIndex: (index: number | null) => void;
}

/**
 * The viewer of an image gallery (the lazy part: Radix): previous/next buttons, ← and → keys,
 * Escape to close and the position ("2 of 5") announced as it changes. `null` closes it.
 */
export function GalleryViewer({ images, index, onIndex }: GalleryViewerProps) {
  const { t } = useTranslation('ui');
  const total = images.length;
  const current = images[index];

  function move(step: number) {
    onIndex((index + step + total) % total);
  }

  function keys(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  }

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onIndex(null)}>
      <RadixDialog.Portal>
        <Overlay />
        <Viewer aria-describedby={undefined} onKeyDown={keys}>
          <Header>
            <Title>{t('gallery.label')}</Title>
            <CloseButton />
          </Header>
          {current && (
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
