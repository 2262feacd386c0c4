/** A parcel on a pick list. */
export interface PickParcel {
  id: string;
  tracking_code: string;
  shelf: string;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The walk through the shelves: by shelf in natural order (A-2 before A-10), no shelf last. */
export function byShelf<P extends PickParcel>(parcels: readonly P[]): P[] {
  return [...parcels].sort((a, b) => {
    if (!a.shelf !== !b.shelf) return a.shelf ? -1 : 1;
    return collator.compare(a.shelf, b.shelf) || collator.compare(a.tracking_code, b.tracking_code);
  });
}

/** What a scan at the packing bench means for this shipment. */
export type PickScan =
  { kind: 'ticked'; parcel: PickParcel } | { kind: 'again'; parcel: PickParcel } | { kind: 'foreign'; code: string };

/** Ticks the parcel with this code when it belongs to the shipment; anything else is foreign. */
export function pickScan(parcels: readonly PickParcel[], ticked: ReadonlySet<string>, code: string): PickScan {
  const parcel = parcels.find((p) => p.tracking_code === code);
  if (!parcel) return { kind: 'foreign', code };
  return ticked.has(parcel.id) ? { kind: 'again', parcel } : { kind: 'ticked', parcel };
}

/**
 * The ticks shown: the server's (`picked` on the shipment, the same on every device) and the scans
 * of this bench still on their way to it.
 */
export function ticksOf(picked: readonly string[] | undefined, sending: ReadonlySet<string>): Set<string> {
  return new Set([...(picked ?? []), ...sending]);
}
