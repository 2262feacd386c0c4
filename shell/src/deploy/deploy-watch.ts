import { i18n, REMOTE_AREAS } from '@fwd/shared-contracts';
import { showToast } from '@fwd/shared-ui';
import { remoteAreaTitle } from '../remotes/remote-errors';
import { remoteStore } from '../remotes/remote-registry';
import { latestRemotes, runningRemotes } from '../runtime-config/load-runtime-config';
import { areaChange, type AreaChange } from './area-change';
import { reloadArea } from './area-reload';

export const DEPLOY_POLL_MS = 60_000;

interface Watched {
  /** `shell` or a remote's id: what has been announced already, whatever the language. */
  id: string;
  /** Its name in the current language. */
  name: string;
  url: string;
  buildId: string;
}

/** What this page is running: the shell's build, and each remote's once it has loaded. */
function watchedBuilds(): Watched[] {
  const builds: Watched[] = [
    {
      id: 'shell',
      name: i18n.t('shell:deploy.shell'),
      url: new URL('/latest-build.json', window.location.href).href,
      buildId: __BUILD_ID__,
    },
  ];
  const { loaded } = remoteStore.getState();
  for (const area of REMOTE_AREAS) {
    const remote = loaded[area.id];
    // A versioned remote never changes under its URL: the live pointer tells of a new one.
    if (remote?.app.buildId && !isVersioned(runningRemotes().remotes[area.id])) {
      builds.push({
        id: area.id,
        name: remoteAreaTitle(area),
        url: `${remote.base}latest-build.json`,
        buildId: remote.app.buildId,
      });
    }
  }
  return builds;
}

const announced = new Set<string>();

function isVersioned(url: string | undefined): boolean {
  return /\/v[0-9a-f]{12}\/mf-manifest\.json$/.test(url ?? '');
}

async function publishedAt(manifestUrl: string): Promise<string | undefined> {
  try {
    const response = await fetch(new URL('version.json', new URL(manifestUrl, window.location.href)));
    return response.ok ? ((await response.json()) as { publishedAt?: string }).publishedAt : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The loaded areas whose live pointer (or this device's canary) now names another version than
 * the one this page runs. The page keeps running its version (its files stay deployed) until the
 * user takes the offer.
 */
export async function checkAreaVersions(): Promise<AreaChange[]> {
  const latest = await latestRemotes();
  if (!latest) return [];
  const running = runningRemotes();
  const { loaded } = remoteStore.getState();
  const changes: AreaChange[] = [];
  for (const area of REMOTE_AREAS) {
    if (!loaded[area.id] || running.previews.includes(area.id)) continue;
    const now = running.remotes[area.id];
    const next = latest.remotes[area.id];
    if (!next || now === next) continue;
    const [nowAt, nextAt] = await Promise.all([publishedAt(now), publishedAt(next)]);
    changes.push(areaChange(area.id, nowAt, nextAt, next));
  }
  const fresh = changes.filter((change) => !announced.has(`${change.id}@${change.url}`));
  for (const change of fresh) {
    announced.add(`${change.id}@${change.url}`);
    const area = REMOTE_AREAS.find((candidate) => candidate.id === change.id);
    if (!area) continue;
    const name = remoteAreaTitle(area);
    showToast(i18n.t(`shell:release.area.${change.direction}`, { area: name }), {
      duration: 0,
      action: {
        label: i18n.t('shell:release.reloadArea', { area: name }),
        onClick: () => void reloadArea(area, change.url),
      },
    });
  }
  return changes;
}

/** Names (in the current language) of what has a newer build than this page runs. */
export async function checkForNewDeployments(): Promise<string[]> {
  const changed: Watched[] = [];
  await Promise.all(
    watchedBuilds().map(async (watched) => {
      try {
        const response = await fetch(watched.url, { cache: 'no-store' });
        if (!response.ok) return;
        const latest = (await response.json()) as { buildId?: string };
        if (latest.buildId && latest.buildId !== watched.buildId) changed.push(watched);
      } catch {
        /* offline: try again later */
      }
    }),
  );
  const fresh = changed.filter((watched) => !announced.has(watched.id));
  if (fresh.length > 0) {
    fresh.forEach((watched) => announced.add(watched.id));
    const names = fresh.map((watched) => watched.name).join(', ');
    showToast(i18n.t('shell:deploy.newVersion', { names }), {
      duration: 0,
      action: { label: i18n.t('shell:deploy.reload'), onClick: () => window.location.reload() },
    });
  }
  return changed.map((watched) => watched.name);
}

/** Polls every minute and whenever the window regains focus. */
export function startDeployWatch(): () => void {
  const check = () => void Promise.all([checkForNewDeployments(), checkAreaVersions()]);
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
