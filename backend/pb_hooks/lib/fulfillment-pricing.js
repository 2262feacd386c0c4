/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// The price of shipping a customer's parcels home (DESIGN section 6, docs/fulfillment.md):
// chargeable kg = Σ per-parcel chargeable kg, at least the line's minimum, rounded up to 0.1 kg;
// shipping = chargeable kg × the line's price per kg; storage = each parcel's full days at the
// warehouse beyond the free period × the daily fee; insurance = rate × Σ declared values.

const DAY_SECONDS = 24 * 60 * 60;

/** Statuses in which a fulfillment holds its parcels (a draft holds nothing until it is paid). */
const LIVE_STATUSES = ['paid', 'packing', 'packed', 'shipped'];

/** @param {string} fulfillmentId */
function fulfillmentLink(fulfillmentId) {
  return `/account/fulfillment?id=${fulfillmentId}`;
}

/**
 * Storage days charged for a parcel received at `receivedAtUnix` (seconds): full days stored
 * beyond the free period.
 * @param {number} receivedAtUnix @param {number} nowUnix @param {number} freeDays
 */
function chargedStorageDays(receivedAtUnix, nowUnix, freeDays) {
  if (!(receivedAtUnix > 0)) return 0;
  const daysStored = Math.floor((nowUnix - receivedAtUnix) / DAY_SECONDS);
  return Math.max(0, daysStored - freeDays);
}

/**
 * @typedef {{ parcels: string[], address: string, line: string, insurance: boolean }} QuoteRequest
 * @typedef {{
 *   parcels: { id: string, tracking_code: string, chargeable_kg: number, declared_value: number,
 *     storage_days: number, storage_fee: number }[],
 *   zone: string, line: { id: string, name: string, kind: string, price_per_kg: number, min_kg: number,
 *     eta_days: number },
 *   chargeable_kg: number, shipping_fee: number, storage_fee: number, insurance: boolean,
 *   declared_value: number, insurance_fee: number, total: number
 * }} Quote
 */

/**
 * Reads and validates a quote body: `{ parcels: id[], address: id, line: id, insurance?: bool }`.
 * @param {Record<string, any>} body
 * @returns {QuoteRequest}
 */
function readQuoteRequest(body) {
  const { idList, id, bool } = require(`${__hooks}/lib/http.js`);
  return {
    parcels: idList(body, 'parcels', { max: 100 }),
    address: /** @type {string} */ (id(body, 'address', { required: true })),
    line: /** @type {string} */ (id(body, 'line', { required: true })),
    insurance: bool(body, 'insurance') ?? false,
  };
}

/**
 * The id of a live fulfillment (other than `exceptId`) already holding the parcel, or ''.
 * @param {core.App} app @param {string} parcelId @param {string} exceptId
 */
function liveFulfillmentHolding(app, parcelId, exceptId) {
  const rows = app.findRecordsByFilter(
    'fulfillments',
    `parcels.id ?= {:parcel} && id != {:except} && (${LIVE_STATUSES.map((s) => `status = '${s}'`).join(' || ')})`,
    '',
    1,
    0,
    { parcel: parcelId, except: exceptId },
  );
  return rows.length > 0 && rows[0] ? rows[0].getString('code') || rows[0].id : '';
}

/**
 * The address's delivery area and zone, and a copy of the address to keep with the fulfillment.
 * @param {core.App} app @param {core.Record} address
 */
function addressSnapshot(app, address) {
  /** @type {string[]} */
  const path = [];
  let zone = '';
  let areaId = address.getString('area');
  for (let depth = 0; areaId && depth < 5; depth++) {
    let area;
    try {
      area = app.findRecordById('areas', areaId);
    } catch {
      break;
    }
    path.unshift(area.getString('name'));
    if (!zone) zone = area.getString('zone');
    areaId = area.getString('parent');
  }
  return {
    id: address.id,
    name: address.getString('name'),
    phone: address.getString('phone'),
    detail: address.getString('detail'),
    area: address.getString('area'),
    area_name: path.join(', '),
    zone,
  };
}

/**
 * Prices shipping `request.parcels` to the address on the line, validating that everything is the
 * customer's, shippable and on a line that serves the address's zone. Writes nothing.
 * @param {core.App} app @param {string} userId @param {QuoteRequest} request
 * @param {{ exceptFulfillment?: string, snapshot?: ReturnType<typeof addressSnapshot> }} [options]
 *   `exceptFulfillment`: the fulfillment being paid (it may hold its own parcels);
 *   `snapshot`: the address copy stored with a draft, used instead of the live address.
 * @returns {{ quote: Quote, snapshot: ReturnType<typeof addressSnapshot> }}
 */
function quoteFulfillment(app, userId, request, { exceptFulfillment = '', snapshot } = {}) {
  const { badRequest, findOr404, findOwn } = require(`${__hooks}/lib/http.js`);
  const { loadSettings } = require(`${__hooks}/lib/settings.js`);
  const { roundUpTenth } = require(`${__hooks}/lib/weights.js`);
  const settings = loadSettings(app);
  const nowUnix = new DateTime().unix();

  const parcels = request.parcels.map((parcelId) => {
    const parcel = findOwn(app, 'parcels', parcelId, userId, 'parcel');
    const code = parcel.getString('tracking_code');
    const status = parcel.getString('status');
    if (status !== 'received') {
      throw badRequest(`Parcel ${code} is ${status}: only received parcels can be shipped.`, {
        parcels: { code: 'invalid_status', message: `Parcel ${code} is ${status}.` },
      });
    }
    if (parcel.getBool('in_review')) {
      throw badRequest(`Parcel ${code} is being checked by our warehouse: it ships once its owner is confirmed.`, {
        parcels: { code: 'in_review', message: `Parcel ${code} is being checked by our warehouse.` },
      });
    }
    const holder = liveFulfillmentHolding(app, parcel.id, exceptFulfillment);
    if (holder) {
      throw badRequest(`Parcel ${code} is already in fulfillment ${holder}.`, {
        parcels: { code: 'already_fulfilling', message: `Parcel ${code} is already in fulfillment ${holder}.` },
      });
    }
    const days = chargedStorageDays(parcel.getDateTime('received_at').unix(), nowUnix, settings.freeStorageDays);
    return {
      id: parcel.id,
      tracking_code: code,
      chargeable_kg: parcel.getFloat('chargeable_kg'),
      declared_value: parcel.getInt('declared_value'),
      storage_days: days,
      storage_fee: days * settings.storageFeePerDay,
    };
  });

  const place = snapshot ?? addressSnapshot(app, findOwn(app, 'addresses', request.address, userId, 'address'));
  if (!place.zone) {
    throw badRequest(`We do not deliver to ${place.area_name || 'this area'} yet.`, {
      address: { code: 'no_zone', message: 'This area has no delivery zone.' },
    });
  }

  const line = findOr404(app, 'shipping_lines', request.line, 'shipping line');
  if (!line.getBool('active')) {
    throw badRequest(`The shipping line ${line.getString('name')} is not available.`, {
      line: { code: 'inactive', message: 'This line is not available.' },
    });
  }
  if (line.getString('zone') !== place.zone) {
    throw badRequest(`This line does not ship to ${place.area_name} (zone ${place.zone}).`, {
      line: { code: 'wrong_zone', message: `This line does not ship to zone ${place.zone}.` },
    });
  }

  const minKg = line.getFloat('min_kg');
  const pricePerKg = line.getInt('price_per_kg');
  const parcelKg = parcels.reduce((sum, p) => sum + p.chargeable_kg, 0);
  const chargeableKg = roundUpTenth(Math.max(parcelKg, minKg));
  const shippingFee = Math.round(chargeableKg * pricePerKg);
  const storageFee = parcels.reduce((sum, p) => sum + p.storage_fee, 0);
  const declaredValue = parcels.reduce((sum, p) => sum + p.declared_value, 0);
  const insuranceFee = request.insurance ? Math.round(settings.insuranceRate * declaredValue) : 0;

  return {
    snapshot: place,
    quote: {
      parcels,
      zone: place.zone,
      line: {
        id: line.id,
        name: line.getString('name'),
        kind: line.getString('kind'),
        price_per_kg: pricePerKg,
        min_kg: minKg,
        eta_days: line.getInt('eta_days'),
      },
      chargeable_kg: chargeableKg,
      shipping_fee: shippingFee,
      storage_fee: storageFee,
      insurance: request.insurance,
      declared_value: declaredValue,
      insurance_fee: insuranceFee,
      total: shippingFee + storageFee + insuranceFee,
    },
  };
}

/**
 * Copies a quote's amounts onto a fulfillment record (not saved).
 * @param {core.Record} fulfillment @param {Quote} quote
 */
function applyQuote(fulfillment, quote) {
  fulfillment.set('chargeable_kg', quote.chargeable_kg);
  fulfillment.set('shipping_fee', quote.shipping_fee);
  fulfillment.set('storage_fee', quote.storage_fee);
  fulfillment.set('insurance', quote.insurance);
  fulfillment.set('declared_value', quote.declared_value);
  fulfillment.set('insurance_fee', quote.insurance_fee);
  fulfillment.set('total', quote.total);
}

module.exports = {
  LIVE_STATUSES,
  DAY_SECONDS,
  liveFulfillmentHolding,
  fulfillmentLink,
  chargedStorageDays,
  readQuoteRequest,
  addressSnapshot,
  quoteFulfillment,
  applyQuote,
};
