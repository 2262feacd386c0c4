// @vitest-environment happy-dom
import { i18n, initI18n, loadKit } from '@fwd/shared-contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { DeployTile } from './deploy-tile';

beforeAll(async () => {
  await Promise.all([initI18n('en'), loadKit()]);
  i18n.addResourceBundle('en', 'shell', en, true, true);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('opens the preview form (and its schema) only when an admin asks for it', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 404 })),
  );
  render(<DeployTile />);
  await screen.findByText('Nothing has been deployed with the deploy command yet.');
  expect(screen.queryByLabelText('Manifest or entry URL')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Preview a version' }));
  expect(await screen.findByLabelText('Manifest or entry URL')).toBeTruthy();
});
