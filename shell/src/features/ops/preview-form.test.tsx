// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { PREVIEW_KEY } from '../../runtime-config/load-runtime-config';
import { setUpShellComponents } from '../../testing/component-setup';
import { json } from '../../testing/render-route';
import { PreviewForm } from './preview-form';

setUpShellComponents(en, 'kit');

afterEach(() => window.localStorage.clear());

/** The live runtime config allows these origins besides the page's own. */
function allow(...origins: string[]) {
  const fetch = vi.fn(async () => json({ ALLOWED_ORIGINS: origins }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function preview(area: string, url: string) {
  render(<PreviewForm />);
  fireEvent.change(await screen.findByLabelText('Area'), { target: { value: area } });
  fireEvent.input(screen.getByLabelText('Manifest or entry URL'), { target: { value: url } });
  fireEvent.click(screen.getByRole('button', { name: 'Preview in this browser' }));
}

const urlField = () => screen.getByLabelText('Manifest or entry URL');
const urlError = () => document.getElementById(`${urlField().id}-error`)?.textContent ?? '';

describe('PreviewForm', () => {
  it('asks for a full URL before reading the config, and keeps nothing', async () => {
    const fetch = allow();
    await preview('account', 'preview.example.net/mf-manifest.json');
    await waitFor(() => expect(urlError()).toBe('Enter a full URL, starting with https:// or http://.'));
    expect(fetch).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(PREVIEW_KEY)).toBeNull();
  });

  it('refuses an origin the live config does not allow, naming those it does', async () => {
    allow('https://cdn.example.net');
    await preview('account', 'https://preview.example.net/mf-manifest.json');
    await waitFor(() => expect(urlError()).toContain('on an allowed origin:'));
    expect(urlError()).toContain(`${window.location.origin}, https://cdn.example.net`);
    expect(window.localStorage.getItem(PREVIEW_KEY)).toBeNull();

    fireEvent.input(urlField(), { target: { value: 'https://cdn.example.net/mf-manifest.json' } });
    await waitFor(() => expect(urlError()).toBe(''));
  });

  it('keeps an allowed preview in this browser and reloads to run it', async () => {
    allow('https://cdn.example.net');
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    window.localStorage.setItem(PREVIEW_KEY, JSON.stringify({ account: 'https://cdn.example.net/a/mf-manifest.json' }));
    await preview('admin-orders', ' https://cdn.example.net/b/mf-manifest.json ');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(JSON.parse(window.localStorage.getItem(PREVIEW_KEY) ?? '')).toEqual({
      account: 'https://cdn.example.net/a/mf-manifest.json',
      'admin-orders': 'https://cdn.example.net/b/mf-manifest.json',
    });
  });
});
