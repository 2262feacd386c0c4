// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { setUpShellComponents } from '../../testing/component-setup';
import { DeployTile } from './deploy-tile';

setUpShellComponents(en, 'kit');

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
