import type { RemoteId } from '@fwd/shared-contracts';

export interface AreaChange {
  id: RemoteId;
  /** What the live pointer now names, as published later or earlier than what the page runs. */
  direction: 'newer' | 'older' | 'other';
  /** The manifest URL this device would load now. */
  url: string;
}

/** How a version the pointer now names compares with the one a page runs, by publication time. */
export function areaChange(
  id: RemoteId,
  runningAt: string | undefined,
  nextAt: string | undefined,
  url: string,
): AreaChange {
  const direction = !runningAt || !nextAt || runningAt === nextAt ? 'other' : nextAt > runningAt ? 'newer' : 'older';
  return { id, direction, url };
}
