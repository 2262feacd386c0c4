import { REMOTE_AREAS } from '@fwd/shared-contracts';
import { showToast } from '@fwd/shared-ui';
import { remoteStore } from '../remotes/remote-registry';

export const DEPLOY_POLL_MS = 60_000;

interface Watched {
  name: string;
  url: string;
  buildId: string;
}

/** What this page is running: the shell's build, and each remote's once it has loaded. */
function watchedBuilds(): Watched[] {
  const builds: Watched[] = [
    { name: 'Forwardly', url: new URL('/latest-build.json', window.location.href).href, buildId: __BUILD_ID__ },
  ];
  const { loaded } = remoteStore.getState();
  for (const area of REMOTE_AREAS) {
    const remote = loaded[area.id];
    if (remote?.app.buildId) {
      builds.push({ name: area.title, url: `${remote.base}latest-build.json`, buildId: remote.app.buildId });
    }
  }
  return builds;
}

const announced = new Set<string>();

export async function checkForNewDeployments(): Promise<string[]> {
  const changed: string[] = [];
  await Promise.all(
    watchedBuilds().map(async (watched) => {
      try {
        const response = await fetch(watched.url, { cache: 'no-store' });
        if (!response.ok) return;
        const latest = (await response.json()) as { buildId?: string };
        if (latest.buildId && latest.buildId !== watched.buildId) changed.push(watched.name);
      } catch {
        /* offline: try again later */
      }
    }),
  );
  const fresh = changed.filter((name) => !announced.has(name));
  if (fresh.length > 0) {
    fresh.forEach((name) => announced.add(name));
    showToast(`A new version of ${fresh.join(', ')} is available.`, {
      duration: 0,
      action: { label: 'Reload', onClick: () => window.location.reload() },
    });
  }
  return changed;
}

/** Polls every minute and whenever the window regains focus. */
export function startDeployWatch(): () => void {
  const check = () => void checkForNewDeployments();
  const timer = setInterval(check, DEPLOY_POLL_MS);
  const onVisible = () => document.visibilityState === 'visible' && check();
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    window.removeEventListener('focus', check);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
