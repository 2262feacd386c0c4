import { showToast } from '@fwd/shared-ui';

/**
 * Registers /sw.js (scope /). A new worker activates at once and the page reloads (handled by
 * the plugin's autoUpdate); the first install tells the user the app now works offline.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // Loaded after the first paint: the page does not wait for workbox-window.
  void import('virtual:pwa-register').then(({ registerSW }) =>
    registerSW({
      immediate: true,
      onOfflineReady() {
        showToast('Forwardly is ready to work offline.', { tone: 'success' });
      },
      onRegisterError(error: unknown) {
        console.warn('Service worker registration failed', error);
      },
    }),
  );
}
