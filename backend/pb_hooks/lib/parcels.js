/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// Parcel rules shared by the records-API hook (a customer declares a parcel) and the warehouse
// routes (inbound scan, assigning an unidentified parcel). Every function takes the transaction's
// app and writes nothing outside it.

/** What a customer may declare. */
const TRACKING_PATTERN = /^[A-Z0-9-]{6,40}$/;
/** What the warehouse may scan (the schema's limits: orders may carry shorter seller codes). */
const SCAN_PATTERN = /^[A-Z0-9-]{3,50}$/;

/** @param {string} parcelId */
function parcelLink(parcelId) {
  return `/account/parcel?id=${parcelId}`;
}

/**
 * Trims and upper-cases a tracking code, or throws a 400 on the given field.
 * @param {unknown} raw @param {string} [field] @param {RegExp} [pattern]
 * @returns {string}
 */
function normalizeTrackingCode(raw, field = 'tracking_code', pattern = TRACKING_PATTERN) {
  const { fieldError } = require(`${__hooks}/lib/http.js`);
  if (raw === undefined || raw === null || raw === '') {
    throw fieldError(field, 'validation_required', 'Missing required value.');
  }
  // Multipart forms turn an all-digit code into a number.
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 ? String(raw) : raw;
  if (typeof text !== 'string') throw fieldError(field, 'validation_not_a_string', 'Must be text.');
  const code = text.trim().toUpperCase();
  if (!pattern.test(code)) {
    const [min, max] = pattern === TRACKING_PATTERN ? [6, 40] : [3, 50];
    throw fieldError(field, 'validation_invalid_format', `Must be ${min}–${max} letters, digits or dashes.`);
  }
  return code;
}

/**
 * The parcel with this tracking code, or null. Codes are stored trimmed and upper-cased (every write
 * goes through `normalizeTrackingCode`, and parcels.pb.js upper-cases any other save), so this is an
 * exact match on the unique index; pass the normalised code.
 * @param {core.App} app @param {string} code @returns {core.Record | null}
 */
function findByTrackingCode(app, code) {
  const rows = app.findRecordsByFilter('parcels', 'tracking_code = {:code}', '', 1, 0, { code });
  return rows[0] ?? null;
}

/**
 * The newest order (not cancelled) whose domestic tracking codes include `code` exactly, or null.
 * The exact match is made in SQL over every candidate (no capped list narrowed afterwards, which
 * missed the order when many others carry codes containing a short one).
 * @param {core.App} app @param {string} code @returns {core.Record | null}
 */
function findOrderByTrackingCode(app, code) {
  const rows = arrayOf(new DynamicModel({ id: '' }));
  app
    .db()
    .newQuery(
      `SELECT o.id FROM orders o
        WHERE o.status != 'cancelled' AND instr(upper(o.tracking_codes), {:code}) > 0
          AND json_valid(o.tracking_codes) AND json_type(o.tracking_codes) = 'array'
          AND EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(o.tracking_codes) THEN o.tracking_codes ELSE '[]' END) c
                       WHERE c.type = 'text' AND upper(trim(c.value)) = {:code})
        ORDER BY o.created DESC LIMIT 1`,
    )
    .bind({ code })
    .all(rows);
  return rows.length > 0 && rows[0] ? app.findRecordById('orders', rows[0].id) : null;
}

/**
 * Sets the measured weights and the received state on a parcel (not saved).
 * @param {core.Record} parcel
 * @param {{ weightKg: number, lengthCm: number, widthCm: number, heightCm: number, shelf?: string }} scan
 * @param {number} divisor
 */
function applyScan(parcel, scan, divisor) {
  const { volumetricKg, chargeableKg, roundGrams } = require(`${__hooks}/lib/weights.js`);
  const volumetric = volumetricKg(scan.lengthCm, scan.widthCm, scan.heightCm, divisor);
  parcel.set('weight_kg', roundGrams(scan.weightKg));
  parcel.set('length_cm', scan.lengthCm);
  parcel.set('width_cm', scan.widthCm);
  parcel.set('height_cm', scan.heightCm);
  parcel.set('volumetric_kg', volumetric);
  parcel.set('chargeable_kg', chargeableKg(scan.weightKg, volumetric));
  if (scan.shelf !== undefined) parcel.set('shelf', scan.shelf);
  parcel.set('received_at', new DateTime());
}

/**
 * What an inbound scan recorded on a parcel, for the audit log.
 * @param {core.Record} parcel @returns {Record<string, unknown>}
 */
function scanned(parcel) {
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const name of ['weight_kg', 'length_cm', 'width_cm', 'height_cm', 'volumetric_kg', 'chargeable_kg']) {
    fields[name] = parcel.getFloat(name);
  }
  for (const name of ['shelf', 'warehouse', 'received_at']) fields[name] = parcel.getString(name);
  fields.photos = parcel.getStringSlice('photos');
  return fields;
}

/**
 * Tells the owner their parcel arrived and, when it belongs to an order, moves the order on.
 * @param {core.App} txApp @param {core.Record} parcel
 */
function afterReceived(txApp, parcel) {
  const { send } = require(`${__hooks}/lib/notify.js`);
  const orderId = parcel.getString('order');
  if (orderId) {
    const { markOrderAtWarehouseIfComplete } = require(`${__hooks}/lib/orders.js`);
    markOrderAtWarehouseIfComplete(txApp, orderId);
  }
  const userId = parcel.getString('user');
  if (userId) {
    send(txApp, userId, 'parcelReceived', {
      trackingCode: parcel.getString('tracking_code'),
      link: parcelLink(parcel.id),
    });
  }
}

/**
 * An inbound scan: matches a declared (`expected`) parcel or an order's tracking code, else stores
 * an `unidentified` parcel. A code that was already received is a 400.
 * @param {core.App} txApp
 * @param {{ trackingCode: string, weightKg: number, lengthCm: number, widthCm: number, heightCm: number,
 *   shelf?: string, warehouse?: string, photos: any[], staffId: string }} scan
 * @returns {core.Record}
 */
function receiveParcel(txApp, scan) {
  const { badRequest } = require(`${__hooks}/lib/http.js`);
  const { loadSettings } = require(`${__hooks}/lib/settings.js`);
  const { audit } = require(`${__hooks}/lib/audit.js`);
  const { transition } = require(`${__hooks}/lib/transitions.js`);
  const settings = loadSettings(txApp);
  const divisor = settings.volumetricDivisor;

  let parcel = findByTrackingCode(txApp, scan.trackingCode);
  const declared = !!parcel;
  if (parcel) {
    const status = parcel.getString('status');
    if (status !== 'expected') {
      throw badRequest(`Parcel ${scan.trackingCode} was already received (status ${status}).`, {
        trackingCode: { code: 'already_received', message: `This parcel is already ${status}.` },
      });
    }
  } else {
    parcel = new Record(txApp.findCollectionByNameOrId('parcels'));
    parcel.set('tracking_code', scan.trackingCode);
    const order = findOrderByTrackingCode(txApp, scan.trackingCode);
    if (order) {
      parcel.set('order', order.id);
      parcel.set('user', order.getString('user'));
    }
  }

  applyScan(parcel, scan, divisor);
  if (scan.warehouse) {
    try {
      txApp.findRecordById('warehouses', scan.warehouse);
    } catch {
      throw badRequest('No such warehouse.', { warehouse: { code: 'not_found', message: 'No such warehouse.' } });
    }
    parcel.set('warehouse', scan.warehouse);
  }
  if (scan.photos.length > 0) parcel.set('photos', scan.photos);
  if (declared) {
    // A declared parcel arrives: `expected → received`, audited like every staff move.
    transition(txApp, 'parcel', parcel, 'received', { actor: 'staff', staffId: scan.staffId, payload: scanned });
  } else {
    // A new parcel starts as received (an order's tracking code) or unidentified: a creation.
    parcel.set('status', parcel.getString('user') ? 'received' : 'unidentified');
    txApp.save(parcel);
    audit(txApp, scan.staffId, 'parcel.inbound', 'parcels', parcel.id, null, parcel.publicExport());
  }
  if (parcel.getString('status') === 'received') afterReceived(txApp, parcel);
  return parcel;
}

/**
 * Gives an `unidentified` parcel to a customer: it becomes `received` for them.
 * @param {core.App} txApp @param {string} parcelId @param {string} userId @param {string} staffId
 * @returns {core.Record}
 */
function assignParcel(txApp, parcelId, userId, staffId) {
  const { badRequest, findOr404 } = require(`${__hooks}/lib/http.js`);
  const { assertTransition, invalidTransition, transition } = require(`${__hooks}/lib/transitions.js`);
  const parcel = findOr404(txApp, 'parcels', parcelId, 'parcel');
  if (parcel.getString('status') !== 'unidentified') {
    // Only an unidentified parcel is assigned (a declared one becomes received by its inbound scan).
    throw invalidTransition('parcel', parcel, 'received', 'only an unidentified parcel can be assigned');
  }
  assertTransition('parcel', parcel, 'received', 'staff');
  let user;
  try {
    user = txApp.findRecordById('users', userId);
  } catch {
    throw badRequest('No customer with this id.', { user: { code: 'not_found', message: 'No such customer.' } });
  }
  parcel.set('user', user.id);
  // The free storage period starts when the parcel becomes someone's (see docs/parcels.md).
  parcel.set('received_at', new DateTime());
  transition(txApp, 'parcel', parcel, 'received', {
    actor: 'staff',
    staffId,
    payload: { user: user.id, received_at: parcel.getString('received_at') },
  });
  afterReceived(txApp, parcel);
  return parcel;
}

/**
 * A customer declares a parcel whose code is already stored. An `unidentified` one becomes theirs at
 * once (returned); anything else is a 400.
 * @param {core.App} txApp @param {core.Record} existing @param {string} userId
 * @param {{ description?: string, declaredValue?: number }} fields
 * @returns {core.Record}
 */
function claimUnidentified(txApp, existing, userId, fields) {
  const { badRequest } = require(`${__hooks}/lib/http.js`);
  if (existing.getString('status') !== 'unidentified') {
    const mine = existing.getString('user') === userId;
    throw badRequest(
      mine ? 'You have already declared this tracking code.' : 'This tracking code is already registered.',
      { tracking_code: { code: 'already_registered', message: 'This tracking code is already registered.' } },
    );
  }
  existing.set('user', userId);
  existing.set('received_at', new DateTime());
  if (fields.description !== undefined) existing.set('description', fields.description);
  if (fields.declaredValue !== undefined) existing.set('declared_value', fields.declaredValue);
  require(`${__hooks}/lib/transitions.js`).transition(txApp, 'parcel', existing, 'received', { actor: 'customer' });
  afterReceived(txApp, existing);
  return existing;
}

/**
 * The warehouse sends a parcel back (refused, damaged, never claimed): expected, received or
 * unidentified → `returned`, with the reason the owner reads. Refused while a shipment holds it.
 * @param {core.App} txApp @param {string} parcelId @param {string} reason @param {string} staffId
 */
function returnParcel(txApp, parcelId, reason, staffId) {
  const { badRequest, findOr404 } = require(`${__hooks}/lib/http.js`);
  const { assertTransition, transition } = require(`${__hooks}/lib/transitions.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const parcel = findOr404(txApp, 'parcels', parcelId, 'parcel');
  assertTransition('parcel', parcel, 'returned', 'staff');
  const holding = txApp.findRecordsByFilter(
    'fulfillments',
    "parcels ~ {:id} && (status = 'draft' || status = 'paid')",
    '',
    1,
    0,
    { id: parcel.id },
  );
  if (holding.length > 0) {
    const code = holding[0]?.getString('code') ?? '';
    throw badRequest(`Shipment ${code} holds this parcel: cancel the shipment first.`, {
      status: { code: 'in_shipment', message: 'A shipment holds this parcel.' },
    });
  }
  transition(txApp, 'parcel', parcel, 'returned', { actor: 'staff', staffId, payload: { reason } });
  const owner = parcel.getString('user');
  if (owner)
    send(txApp, owner, 'parcelReturned', { id: parcel.id, trackingCode: parcel.getString('tracking_code'), reason });
  return parcel;
}

module.exports = {
  returnParcel,
  TRACKING_PATTERN,
  SCAN_PATTERN,
  parcelLink,
  normalizeTrackingCode,
  findByTrackingCode,
  receiveParcel,
  assignParcel,
  claimUnidentified,
};
