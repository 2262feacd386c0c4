import { useCallback, useMemo, useState } from 'react';
import { isShippable } from './parcel-filters';

/**
 * The received parcels picked for a new shipment, across pages and tabs. A pick that stops being
 * shippable while on screen (a live change: packed, paid elsewhere) drops out by itself.
 */
export function useShipSelection(
  rows: readonly { id: string; status: string }[] | undefined,
  held: ReadonlyMap<string, unknown>,
) {
  const [picked, setPicked] = useState<string[]>([]);
  const selected = useMemo(
    () =>
      picked.filter((id) => {
        if (held.has(id)) return false;
        const row = rows?.find((r) => r.id === id);
        return !row || isShippable(row, held);
      }),
    [picked, rows, held],
  );
  const toggle = useCallback(
    (id: string, on: boolean) =>
      setPicked((current) => (on ? [...current.filter((x) => x !== id), id] : current.filter((x) => x !== id))),
    [],
  );
  const add = useCallback(
    (ids: string[]) => setPicked((current) => [...current, ...ids.filter((id) => !current.includes(id))]),
    [],
  );
  const clear = useCallback(() => setPicked([]), []);
  return { selected, toggle, add, clear };
}
