import { i18n, type RemoteArea } from '@fwd/shared-contracts';
import { remoteAreaTitle } from '../remotes/remote-errors';
import { PREVIEW_KEY, readPreview } from '../runtime-config/load-runtime-config';

/** Ends an admin's preview of one area, in this browser, and loads the live version again. */
export function stopPreview(id: RemoteArea['id']): void {
  const rest = Object.entries(readPreview()).filter(([key]) => key !== id);
  window.localStorage.setItem(PREVIEW_KEY, JSON.stringify(Object.fromEntries(rest)));
  window.location.reload();
}

/**
 * A banner above the page while an area runs from an admin's preview URL, so nobody mistakes a
 * preview for what customers see. Plain DOM: it must show whatever the area's page does.
 */
export function showPreviewBanner(area: RemoteArea, url: string): void {
  const id = `fwd-preview-${area.id}`;
  if (document.getElementById(id)) return;
  const banner = document.createElement('div');
  banner.id = id;
  banner.setAttribute('role', 'status');
  banner.style.cssText =
    'position:sticky;top:0;z-index:1000;display:flex;gap:1rem;align-items:center;justify-content:center;' +
    'flex-wrap:wrap;padding:.5rem 1rem;background:#7a4b00;color:#fff;font:inherit';
  const text = document.createElement('span');
  text.textContent = i18n.t('shell:release.preview.banner', { area: remoteAreaTitle(area), url });
  const stop = document.createElement('button');
  stop.type = 'button';
  stop.textContent = i18n.t('shell:release.preview.stop');
  stop.addEventListener('click', () => stopPreview(area.id));
  banner.append(text, stop);
  document.body.prepend(banner);
}
