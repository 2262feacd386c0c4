import { RECORD_ID, where } from '@fwd/shared-contracts';
import { apiErrorOf } from '@fwd/shared-contracts/api';
import { MAX_SHIPMENT_PARCELS, SHIPMENT_EXPAND, shipmentMoves } from '@fwd/shared-contracts/domains/shipments';
import type { ListTableOptions } from '@fwd/shared-ui';
import { ClientResponseError } from 'pocketbase';

export { MAX_SHIPMENT_PARCELS };

/** The customer's shipment list: always the owner, the status tab, newest first, live on their channel. */
export function customerShipmentList(userId: string): ListTableOptions {
  return {
    filter: () => where('user = {:me}', { me: userId }),
    defaultSort: '-created',
    expand: SHIPMENT_EXPAND,
    tabs: { machine: 'fulfillment' },
    live: 'customer',
  };
}

/**
 * The record ids of a URL list (`?parcels=a,b`, or the param repeated): well-formed ids only,
 * each once, in order, at most as many as a shipment takes.
 */
export function parseIdList(values: readonly string[]): string[] {
  const ids = values
    .flatMap((value) => value.split(','))
    .map((part) => part.trim())
    .filter((part) => RECORD_ID.test(part));
  return [...new Set(ids)].slice(0, MAX_SHIPMENT_PARCELS);
}

/** The URL param saying the customer went to add an address: the newest one known then. */
export const ADDED_AFTER = 'addedAfter';
/** `addedAfter` when the customer had no address yet (sorts before any date). */
export const NO_ADDRESS_YET = '0';

/**
 * The address to preselect: after a visit to the address form, the address created since
 * (`addedAfter` holds the newest `created` known before it); else the one in the URL if it is
 * still the customer's; else the first (the default).
 */
export function chooseAddress(
  addresses: readonly { id: string; created: string }[],
  requested: string | null,
  addedAfter: string | null,
): string | undefined {
  if (addedAfter !== null) {
    const added = addresses
      .filter((address) => address.created > addedAfter)
      .sort((a, b) => b.created.localeCompare(a.created))[0];
    if (added) return added.id;
  }
  if (requested && addresses.some((address) => address.id === requested)) return requested;
  return addresses[0]?.id;
}

/** The newest `created` among the addresses, or NO_ADDRESS_YET. */
export function newestCreated(addresses: readonly { created: string }[]): string {
  return addresses.reduce((newest, address) => (address.created > newest ? address.created : newest), NO_ADDRESS_YET);
}

const CREATE_PATH = '/account/fulfillment/create';

/**
 * The address form, coming back to this create page with everything chosen so far and a note of
 * the newest address known now, so the one added there is preselected on return.
 */
export function addAddressHref(current: URLSearchParams, newest: string): string {
  const back = new URLSearchParams(current);
  back.set(ADDED_AFTER, newest);
  return `/account/address/forms?redirect=${encodeURIComponent(`${CREATE_PATH}?${back.toString()}`)}`;
}

/**
 * Why the server would not price (or create) a shipment, as a catalog key of ours when the
 * refusal names a known cause; null for anything else (its message is shown as it is).
 */
export function quoteProblem(error: unknown): string | null {
  const api = apiErrorOf(error);
  if (!api) return null;
  const { data } = api;
  if (data.address?.code === 'no_zone') return 'fulfillmentCreate.problems.noZone';
  if (data.line?.code === 'wrong_zone') return 'fulfillmentCreate.problems.wrongZone';
  if (data.line?.code === 'inactive') return 'fulfillmentCreate.problems.lineInactive';
  if (data.parcels?.code === 'already_fulfilling') return 'fulfillmentCreate.problems.parcelHeld';
  if (data.parcels?.code === 'invalid_status') return 'fulfillmentCreate.problems.parcelNotReceived';
  if (api.status === 404) return 'fulfillmentCreate.problems.gone';
  return null;
}

/** What the customer may do with a shipment now, as its state machine allows (machines.json). */
export function shipmentActions(status: string) {
  const moves = shipmentMoves(status, 'customer');
  const cancel = moves.includes('cancelled');
  return {
    pay: moves.includes('paid'),
    cancel,
    // Paid and past the point of cancelling: part of it can still be asked back.
    refund: status !== 'draft' && status !== 'cancelled' && !cancel,
    // Once paid, something can go wrong with it.
    complain: status !== 'draft' && status !== 'cancelled',
  };
}

export function checkoutHref(id: string): string {
  return `/account/fulfillment/checkout?id=${encodeURIComponent(id)}`;
}

export function detailHref(id: string): string {
  return `/account/fulfillment?id=${encodeURIComponent(id)}`;
}

/** A top-up of exactly `amount` (home minor units) that comes back to this shipment's checkout. */
export function topUpHref(amount: number, id: string): string {
  return `/account/recharge?amount=${amount}&return=${encodeURIComponent(checkoutHref(id))}`;
}

/** The HTTP status of a refused request, or undefined for anything else (network, abort, bug). */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ClientResponseError && error.status > 0 ? error.status : undefined;
}
