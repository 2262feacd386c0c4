/** Where a device keeps its id for canary rollouts (random, never sent anywhere). */
export const DEVICE_ID_KEY = 'fwd-device-id';

/** FNV-1a, 32 bits: the same bucket for the same device and remote on every visit. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A device's bucket (0–99) for one remote: below a canary's percent, the device runs the canary. */
export function canaryBucket(deviceId: string, remoteId: string): number {
  return hash(`${deviceId}:${remoteId}`) % 100;
}

export interface CanaryRule {
  percent: number;
  /** Staff devices run the canary before any customer does. */
  staffFirst?: boolean;
}

export function inCanary(rule: CanaryRule, deviceId: string, remoteId: string, staff: boolean): boolean {
  if (rule.staffFirst && staff) return true;
  return canaryBucket(deviceId, remoteId) < rule.percent;
}

/** This device's id, created on first use; `fallback` where storage is unavailable. */
export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, fallback = 'no-storage'): string {
  try {
    const existing = storage?.getItem(DEVICE_ID_KEY);
    if (existing) return existing;
    const created = crypto.randomUUID();
    storage?.setItem(DEVICE_ID_KEY, created);
    return created;
  } catch {
    return fallback;
  }
}
