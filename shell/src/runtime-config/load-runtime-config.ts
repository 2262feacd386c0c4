import {
  DEFAULT_RUNTIME_CONFIG,
  parseRuntimeConfig,
  RUNTIME_CONFIG_PATH,
  type RuntimeConfig,
} from '@fwd/shared-contracts';

/** Reads the deploy-time config; falls back to same-origin defaults if it cannot be read. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    // Not `no-store`: the document preloads it, and nginx has every read revalidated (no-cache).
    const response = await fetch(RUNTIME_CONFIG_PATH);
    if (!response.ok) return DEFAULT_RUNTIME_CONFIG;
    return parseRuntimeConfig(await response.json());
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}
