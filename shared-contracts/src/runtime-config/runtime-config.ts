import type { RemoteId } from '../remote-contract/remote-app';

/** Served by the shell at /runtime-config.json; written at deploy time, never built in. */
export interface RuntimeConfig {
  /** PocketBase base URL. Empty means same origin. */
  API_URL: string;
  /** Each remote's mf-manifest.json URL. */
  REMOTES: Record<RemoteId, string>;
}

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  API_URL: '',
  REMOTES: {
    account: '/remotes/mf-account/mf-manifest.json',
    'admin-orders': '/remotes/mf-admin-orders/mf-manifest.json',
    'admin-warehouse': '/remotes/mf-admin-warehouse/mf-manifest.json',
    'admin-finance': '/remotes/mf-admin-finance/mf-manifest.json',
  },
};

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Partial<RuntimeConfig>;
  return {
    API_URL: typeof value.API_URL === 'string' ? value.API_URL : DEFAULT_RUNTIME_CONFIG.API_URL,
    REMOTES: { ...DEFAULT_RUNTIME_CONFIG.REMOTES, ...(value.REMOTES ?? {}) },
  };
}
