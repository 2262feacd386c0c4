// @vitest-environment happy-dom
import { initI18n } from '@fwd/shared-contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { ImageGallery } from './controls-public';
import { loadControls } from './controls-loader';
import './i18n/register';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

const IMAGES = [
  { src: '/a.jpg', alt: 'Box, top' },
  { src: '/b.jpg', alt: 'Box, side', thumb: '/b-small.jpg' },
  { src: '/c.jpg', alt: 'Label' },
];

// First in the file: the kit's lazy chunk is not loaded yet.
it('paints the thumbnails without the lazy chunk and opens the viewer once it has arrived', async () => {
  render(<ImageGallery images={IMAGES} />);
  const thumb = screen.getByRole('button', { name: 'Open picture 2 of 3: Box, side' });
  expect(screen.getAllByRole('button')).toHaveLength(3);
  await act(async () => {
    fireEvent.click(thumb);
    await loadControls();
  });
  expect(await screen.findByText('2 of 3')).toBeTruthy();
});

function shown() {
  return screen.getByRole('dialog').querySelector('img[src]')?.getAttribute('alt');
}

it('opens the viewer on the clicked picture and moves with the arrow keys', () => {
  render(<ImageGallery images={IMAGES} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open picture 2 of 3: Box, side' }));
  expect(shown()).toBe('Box, side');
  expect(screen.getByText('2 of 3')).toBeTruthy();
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
  expect(shown()).toBe('Label');
  expect(screen.getByText('3 of 3')).toBeTruthy();
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
  expect(shown()).toBe('Box, top');
});

it('moves with the previous and next buttons, wrapping around', () => {
  render(<ImageGallery images={IMAGES} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open picture 1 of 3: Box, top' }));
  fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
  expect(screen.getByText('3 of 3')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
  expect(screen.getByText('1 of 3')).toBeTruthy();
});

it('closes the viewer with Escape', () => {
  render(<ImageGallery images={IMAGES} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open picture 3 of 3: Label' }));
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('uses the thumbnail in the grid', () => {
  render(<ImageGallery images={IMAGES} />);
  const thumb = screen.getByRole('button', { name: /Box, side/ }).querySelector('img');
  expect(thumb?.getAttribute('src')).toBe('/b-small.jpg');
});
