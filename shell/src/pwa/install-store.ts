import { createStore, useStore } from 'zustand';

export const HIDE_INSTALL_KEY = 'vite-pwa:hide-install';

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  deferred: InstallPromptEvent | null;
  hidden: boolean;
  /**
   * The visitor has tapped, typed or scrolled. The prompt waits for it: shown on arrival it would
   * be the page's largest paint on a phone (Lighthouse's LCP), and it interrupts a first look.
   */
  engaged: boolean;
}

function readHidden(): boolean {
  try {
    return localStorage.getItem(HIDE_INSTALL_KEY) === 'true';
  } catch {
    return false;
  }
}

export const installStore = createStore<InstallState>(() => ({ deferred: null, hidden: readHidden(), engaged: false }));

export function useInstallState(): InstallState {
  return useStore(installStore);
}

const ENGAGING_EVENTS = ['pointerdown', 'keydown', 'scroll'] as const;

/**
 * Keeps the browser's install offer for our own prompt, which shows once the visitor has
 * interacted with the page (`engaged`); never shows it once dismissed.
 */
export function listenForInstallOffer(target: Window = window): () => void {
  const onOffer = (event: Event) => {
    event.preventDefault();
    installStore.setState({ deferred: event as InstallPromptEvent, hidden: readHidden() });
  };
  const onInstalled = () => installStore.setState({ deferred: null, hidden: true });
  const onEngaged = () => {
    installStore.setState({ engaged: true });
    for (const name of ENGAGING_EVENTS) target.removeEventListener(name, onEngaged, true);
  };
  target.addEventListener('beforeinstallprompt', onOffer);
  target.addEventListener('appinstalled', onInstalled);
  for (const name of ENGAGING_EVENTS) target.addEventListener(name, onEngaged, { capture: true, passive: true });
  return () => {
    target.removeEventListener('beforeinstallprompt', onOffer);
    target.removeEventListener('appinstalled', onInstalled);
    for (const name of ENGAGING_EVENTS) target.removeEventListener(name, onEngaged, true);
  };
}

export function dismissInstall(): void {
  try {
    localStorage.setItem(HIDE_INSTALL_KEY, 'true');
  } catch {
    /* private mode: hiding for this page is all we can do */
  }
  installStore.setState({ deferred: null, hidden: true });
}

export async function acceptInstall(): Promise<void> {
  const { deferred } = installStore.getState();
  if (!deferred) return;
  await deferred.prompt();
  const choice = await deferred.userChoice;
  installStore.setState({ deferred: null, hidden: choice.outcome === 'accepted' || readHidden() });
}
