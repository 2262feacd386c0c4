import { i18n } from '@fwd/shared-contracts';
import { showToast } from '@fwd/shared-ui';

/**
 * Registers /sw.js (scope /). A new worker activates at once and the page reloads (handled by
 * the plugin's autoUpdate); the first install tells the user the app now works offline.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // Loaded once the page has loaded: the first paint never waits for workbox-window.
  const register = () =>
    void import('virtual:pwa-register').then(({ registerSW }) =>
      registerSW({
        immediate: true,
        onOfflineReady() {
          showToast(i18n.t('shell:offlineReady'), { tone: 'success' });
        },
        onRegisterError(error: unknown) {
          console.warn('Service worker registration failed', error);
        },
      }),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
