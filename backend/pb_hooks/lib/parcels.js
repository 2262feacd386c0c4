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
 * Upper-cases and trims the tracking code of any parcel saved (the hooks here, orders, the seed, a
 * superuser). @param {core.Record | undefined} record
 */
function storedTrackingCode(record) {
  const code = record?.getString('tracking_code') ?? '';
  if (code !== code.trim().toUpperCase()) record?.set('tracking_code', code.trim().toUpperCase());
}

/**
 * What a customer declares of a parcel (`body` of the records API, `record` its new record): only
 * its tracking code, description and declared value (a 400 `forbidden_field` on anything else).
 * @param {Record<string, any>} body @param {core.Record} record @param {string} userId
 * @returns {{ code: string, description: string, declaredValue: number }}
 */
function readDeclaration(body, record, userId) {
  const { badRequest } = require(`${__hooks}/lib/http.js`);
  const allowed = ['tracking_code', 'description', 'declared_value'];
  for (const key of Object.keys(body)) {
    if (allowed.includes(key)) continue;
    if (key === 'user' && body[key] === userId) continue;
    if (key === 'status' && body[key] === 'expected') continue;
    throw badRequest(`A customer cannot set ${key} on a parcel.`, {
      [key]: { code: 'forbidden_field', message: 'Set by the warehouse.' },
    });
  }
  const code = normalizeTrackingCode(record.get('tracking_code'));
  const description = record.getString('description').trim();
  const declaredValue = record.getFloat('declared_value');
  if (!Number.isSafeInteger(declaredValue) || declaredValue < 0) {
    throw badRequest('The declared value must be a whole amount of at least 0.', {
      declared_value: { code: 'validation_invalid_value', message: 'Must be a whole amount of at least 0.' },
    });
  }
  return { code, description, declaredValue };
}

/**
 * An inbound scan as the bench sends it (camelCase body), checked field by field; photos and the
 * staff member are the route's.
 * @param {Record<string, any>} body
 */
function readScan(body) {
  const { fieldError, num, str, id } = require(`${__hooks}/lib/http.js`);
  if (typeof body.shelf === 'number') body.shelf = String(body.shelf);
  const raw = body.customerCode;
  let markedCode;
  if (raw !== undefined && raw !== null && raw !== '') {
    markedCode = String(raw).trim().toUpperCase();
    if (!/^[A-Z0-9]{2,20}$/.test(markedCode)) {
      throw fieldError('customerCode', 'validation_invalid_format', 'A customer code is 2–20 letters or digits.');
    }
  }
  return {
    trackingCode: normalizeTrackingCode(body.trackingCode, 'trackingCode', SCAN_PATTERN),
    weightKg: /** @type {number} */ (num(body, 'weightKg', { required: true, min: 0.001, max: 200 })),
    lengthCm: /** @type {number} */ (num(body, 'lengthCm', { required: true, min: 0.1, max: 1000 })),
    widthCm: /** @type {number} */ (num(body, 'widthCm', { required: true, min: 0.1, max: 1000 })),
    heightCm: /** @type {number} */ (num(body, 'heightCm', { required: true, min: 0.1, max: 1000 })),
    shelf: str(body, 'shelf', { max: 40 }),
    markedCode,
    warehouse: id(body, 'warehouse'),
  };
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
 * The newest order (not cancelled) whose domestic tracking codes include `code` exactly, or null:
 * one seek in `_fwd_order_codes`, the codes of every order kept by triggers (migration
 * 1763902300_order_codes.js), not a read of every order's JSON.
 * @param {core.App} app @param {string} code @returns {core.Record | null}
 */
function findOrderByTrackingCode(app, code) {
  const rows = arrayOf(new DynamicModel({ id: '' }));
  app
    .db()
    .newQuery(
      `SELECT o.id FROM _fwd_order_codes c JOIN orders o ON o.id = c.order_id
        WHERE c.code = {:code} AND o.status != 'cancelled'
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

/** Owners proven by evidence: a declaration cannot take the parcel from them. */
const EVIDENCE = ['mark', 'order', 'staff'];
/** Statuses in which a parcel's owner may still be questioned (it has not left with a shipment). */
const OPEN = ['expected', 'received', 'unidentified'];

/**
 * How the parcel's owner was decided; rows older than the ownership rule have none stored.
 * @param {core.Record} parcel @returns {string}
 */
function ownerBasis(parcel) {
  const basis = parcel.getString('owner_basis');
  if (basis) return basis;
  if (parcel.getString('order')) return 'order';
  return parcel.getString('user') ? 'declaration' : '';
}

/**
 * The customer whose code is written on the parcel, or a 400 on `customerCode`.
 * @param {core.App} app @param {string} code @returns {core.Record}
 */
function customerByCode(app, code) {
  const { fieldError } = require(`${__hooks}/lib/http.js`);
  const rows = app.findRecordsByFilter('users', 'code = {:code}', '', 1, 0, { code });
  if (!rows[0]) throw fieldError('customerCode', 'not_found', `No customer has the code ${code}.`);
  return rows[0];
}

/**
 * A customer's claim on a parcel, created or set back to pending.
 * @param {core.App} txApp @param {core.Record} parcel @param {string} userId @param {string} source
 * @param {{ description?: string, declaredValue?: number }} [fields]
 */
function putClaim(txApp, parcel, userId, source, fields = {}) {
  const rows = txApp.findRecordsByFilter('parcel_claims', 'parcel = {:parcel} && user = {:user}', '', 1, 0, {
    parcel: parcel.id,
    user: userId,
  });
  const claim = rows[0] ?? new Record(txApp.findCollectionByNameOrId('parcel_claims'));
  claim.set('parcel', parcel.id);
  claim.set('user', userId);
  if (!rows[0]) claim.set('source', source);
  if (fields.description) claim.set('description', fields.description);
  if (fields.declaredValue) claim.set('declared_value', fields.declaredValue);
  claim.set('status', 'pending');
  txApp.save(claim);
  return claim;
}

/**
 * Puts the parcel in the review queue with these customers' claims (the current owner's first).
 * @param {core.App} txApp @param {core.Record} parcel
 * @param {{ userId: string, source: string, description?: string, declaredValue?: number }[]} claims
 */
function openReview(txApp, parcel, claims) {
  for (const claim of claims) putClaim(txApp, parcel, claim.userId, claim.source, claim);
  parcel.set('in_review', true);
}

/**
 * Decides the owner (not saved): the parcel's claims are settled (this customer's accepted, the others
 * rejected and told so), the review ends; a previous owner who loses the parcel is told too.
 * @param {core.App} txApp @param {core.Record} parcel @param {string} userId @param {string} basis
 * @param {string} [staffId]
 */
function settleOwner(txApp, parcel, userId, basis, staffId = '') {
  const { send } = require(`${__hooks}/lib/notify.js`);
  const trackingCode = parcel.getString('tracking_code');
  const previous = parcel.getString('user');
  const told = new Set([userId]);
  if (parcel.id) {
    const claims = txApp.findRecordsByFilter('parcel_claims', "parcel = {:parcel} && status = 'pending'", '', 0, 0, {
      parcel: parcel.id,
    });
    for (const claim of claims) {
      if (!claim) continue;
      const mine = claim.getString('user') === userId;
      claim.set('status', mine ? 'accepted' : 'rejected');
      if (staffId) claim.set('decided_by', staffId);
      txApp.save(claim);
      if (!mine && !told.has(claim.getString('user'))) {
        told.add(claim.getString('user'));
        send(txApp, claim.getString('user'), 'parcelClaimRejected', { trackingCode });
      }
    }
  }
  if (previous && !told.has(previous)) send(txApp, previous, 'parcelClaimRejected', { trackingCode });
  parcel.set('user', userId);
  parcel.set('owner_basis', basis);
  parcel.set('in_review', false);
}

/**
 * An inbound scan: matches a declared (`expected`) parcel or an order's tracking code, else stores
 * an `unidentified` parcel. The customer code written on the parcel (`markedCode`) wins over a
 * declaration; against an order's code it sends the parcel to review. A code that was already
 * received is a 400.
 * @param {core.App} txApp
 * @param {{ trackingCode: string, weightKg: number, lengthCm: number, widthCm: number, heightCm: number,
 *   shelf?: string, warehouse?: string, photos: any[], staffId: string, markedCode?: string }} scan
 * @returns {core.Record}
 */
function receiveParcel(txApp, scan) {
  const { badRequest } = require(`${__hooks}/lib/http.js`);
  const { loadSettings } = require(`${__hooks}/lib/settings.js`);
  const { audit } = require(`${__hooks}/lib/audit.js`);
  const { transition } = require(`${__hooks}/lib/transitions.js`);
  const settings = loadSettings(txApp);
  const divisor = settings.volumetricDivisor;
  const marked = scan.markedCode ? customerByCode(txApp, scan.markedCode) : null;

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
      parcel.set('owner_basis', 'order');
    }
  }

  applyScan(parcel, scan, divisor);
  parcel.set('received_by', scan.staffId);
  if (scan.warehouse) {
    try {
      txApp.findRecordById('warehouses', scan.warehouse);
    } catch {
      throw badRequest('No such warehouse.', { warehouse: { code: 'not_found', message: 'No such warehouse.' } });
    }
    parcel.set('warehouse', scan.warehouse);
  }
  if (scan.photos.length > 0) parcel.set('photos', scan.photos);
  /** @type {{ userId: string, source: string }[]} */
  let review = [];
  if (marked) {
    parcel.set('marked_code', scan.markedCode);
    const owner = parcel.getString('user');
    const basis = ownerBasis(parcel);
    if (owner && owner !== marked.id && basis === 'order') {
      // Two pieces of evidence disagree: staff decide, with both claims side by side.
      review = [
        { userId: owner, source: 'owner' },
        { userId: marked.id, source: 'mark' },
      ];
    } else {
      if (owner && owner !== marked.id) parcel.set('order', '');
      settleOwner(txApp, parcel, marked.id, basis === 'order' ? 'order' : 'mark', scan.staffId);
    }
  }
  if (!declared) parcel.set('status', parcel.getString('user') ? 'received' : 'unidentified');
  if (review.length > 0) {
    if (!declared) txApp.save(parcel);
    openReview(txApp, parcel, review);
  }
  if (declared) {
    // A declared parcel arrives: `expected → received`, audited like every staff move.
    transition(txApp, 'parcel', parcel, 'received', { actor: 'staff', staffId: scan.staffId, payload: scanned });
  } else {
    // A new parcel starts as received (an order's code, a customer's mark) or unidentified: a creation.
    txApp.save(parcel);
    audit(txApp, scan.staffId, 'parcel.inbound', 'parcels', parcel.id, null, parcel.publicExport());
  }
  if (parcel.getString('status') === 'received') afterReceived(txApp, parcel);
  return parcel;
}

/**
 * Staff decide whose parcel it is: an `unidentified` one (it becomes `received` for them) or one in
 * the review queue (claims settled, held no more).
 * @param {core.App} txApp @param {string} parcelId @param {string} userId @param {string} staffId
 * @returns {core.Record}
 */
function assignParcel(txApp, parcelId, userId, staffId) {
  const { badRequest, findOr404 } = require(`${__hooks}/lib/http.js`);
  const { assertTransition, invalidTransition, transition } = require(`${__hooks}/lib/transitions.js`);
  const { audit } = require(`${__hooks}/lib/audit.js`);
  const parcel = findOr404(txApp, 'parcels', parcelId, 'parcel');
  const status = parcel.getString('status');
  const reviewing = parcel.getBool('in_review');
  if (status !== 'unidentified' && !(reviewing && OPEN.includes(status))) {
    // Only an unidentified or a held parcel is assigned (a declared one becomes received by its scan).
    throw invalidTransition('parcel', parcel, 'received', 'only an unidentified parcel can be assigned');
  }
  if (status === 'unidentified') assertTransition('parcel', parcel, 'received', 'staff');
  let user;
  try {
    user = txApp.findRecordById('users', userId);
  } catch {
    throw badRequest('No customer with this id.', { user: { code: 'not_found', message: 'No such customer.' } });
  }
  const before = parcel.publicExport();
  if (parcel.getString('order') && parcel.getString('user') !== user.id) parcel.set('order', '');
  settleOwner(txApp, parcel, user.id, 'staff', staffId);
  if (status !== 'unidentified') {
    txApp.save(parcel);
    audit(txApp, staffId, 'parcel.assigned', 'parcels', parcel.id, before, parcel.publicExport());
    if (status === 'received') afterReceived(txApp, parcel);
    return parcel;
  }
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
 * A customer declares a code that is already stored. An `unidentified` parcel is matched to them at
 * once as a claim, held for the warehouse's review (returned, still `unidentified`); a parcel another
 * customer only declared goes to review with both claims (the answer is the new claim). A code whose
 * owner rests on evidence, or that already left with a shipment, is a 400.
 * @param {core.App} txApp @param {core.Record} existing @param {string} userId
 * @param {{ description?: string, declaredValue?: number }} fields
 * @returns {{ parcel: core.Record } | { claim: core.Record }}
 */
function declareExisting(txApp, existing, userId, fields) {
  const { badRequest } = require(`${__hooks}/lib/http.js`);
  const { liveFulfillmentHolding } = require(`${__hooks}/lib/fulfillment-pricing.js`);
  const owner = existing.getString('user');
  const status = existing.getString('status');
  const taken = () =>
    badRequest(
      owner === userId ? 'You have already declared this tracking code.' : 'This tracking code is already registered.',
      { tracking_code: { code: 'already_registered', message: 'This tracking code is already registered.' } },
    );
  const claimed = txApp.findRecordsByFilter('parcel_claims', 'parcel = {:parcel} && user = {:user}', '', 1, 0, {
    parcel: existing.id,
    user: userId,
  });
  if (claimed.length > 0)
    throw badRequest('You have already declared this tracking code.', {
      tracking_code: { code: 'already_registered', message: 'You have already declared this tracking code.' },
    });
  if (owner === userId || !OPEN.includes(status) || EVIDENCE.includes(ownerBasis(existing))) throw taken();
  if (liveFulfillmentHolding(txApp, existing.id, '')) throw taken();

  if (!owner) {
    existing.set('user', userId);
    existing.set('owner_basis', 'claim');
    if (fields.description !== undefined) existing.set('description', fields.description);
    if (fields.declaredValue !== undefined) existing.set('declared_value', fields.declaredValue);
    openReview(txApp, existing, [{ userId, source: 'declaration', ...fields }]);
    txApp.save(existing);
    return { parcel: existing };
  }
  openReview(txApp, existing, [
    { userId: owner, source: 'owner' },
    { userId, source: 'declaration', ...fields },
  ]);
  txApp.save(existing);
  const claim = txApp.findFirstRecordByFilter('parcel_claims', 'parcel = {:parcel} && user = {:user}', {
    parcel: existing.id,
    user: userId,
  });
  return { claim };
}

/**
 * What an inbound scan of this (normalised) code would meet, read only.
 * @param {core.App} app @param {string} code
 */
function lookupScan(app, code) {
  /** @param {string} userId */
  const customer = (userId) => {
    if (!userId) return null;
    try {
      const user = app.findRecordById('users', userId);
      return { id: user.id, code: user.getString('code'), name: user.getString('name') };
    } catch {
      return null;
    }
  };
  /** @param {string} orderId */
  const orderOf = (orderId) => {
    if (!orderId) return null;
    try {
      const order = app.findRecordById('orders', orderId);
      return { id: order.id, code: order.getString('code') };
    } catch {
      return null;
    }
  };
  const parcel = findByTrackingCode(app, code);
  if (parcel) {
    const status = parcel.getString('status');
    let receivedBy = '';
    if (status !== 'expected' && parcel.getString('received_by')) {
      try {
        receivedBy = app.findRecordById('staff', parcel.getString('received_by')).getString('name');
      } catch {
        receivedBy = '';
      }
    }
    return {
      code,
      state: status === 'expected' ? 'expected' : 'received',
      parcel: {
        id: parcel.id,
        status,
        received_at: parcel.getString('received_at'),
        in_review: parcel.getBool('in_review'),
      },
      customer: customer(parcel.getString('user')),
      order: orderOf(parcel.getString('order')),
      receivedBy,
    };
  }
  const order = findOrderByTrackingCode(app, code);
  if (order) {
    return {
      code,
      state: 'order',
      parcel: null,
      customer: customer(order.getString('user')),
      order: orderOf(order.id),
      receivedBy: '',
    };
  }
  return { code, state: 'unknown', parcel: null, customer: null, order: null, receivedBy: '' };
}

/** Fields an inbound scan writes, cleared when it is undone. */
const SCAN_FIELDS = ['weight_kg', 'length_cm', 'width_cm', 'height_cm', 'volumetric_kg', 'chargeable_kg'];

/**
 * Undoes an inbound scan by the same staff member while the parcel is as they left it (`seen` is its
 * `updated`) and no shipment holds it (putting it in one does not touch the parcel): a parcel the
 * scan created is deleted; a declared one is expected again (`received → expected`, a system move).
 * Refused with the invalid-transition 400 when its order is `at_warehouse`: the order never moves
 * back (lib/machines.json), so the parcel is corrected on the parcels page instead.
 * @param {core.App} txApp @param {string} parcelId @param {string} seen @param {string} staffId
 */
function undoInbound(txApp, parcelId, seen, staffId) {
  const { badRequest, findOr404 } = require(`${__hooks}/lib/http.js`);
  const { audit } = require(`${__hooks}/lib/audit.js`);
  const { invalidTransition, transition } = require(`${__hooks}/lib/transitions.js`);
  const parcel = findOr404(txApp, 'parcels', parcelId, 'parcel');
  const status = parcel.getString('status');
  const changed = parcel.getString('updated') !== seen || parcel.getString('received_by') !== staffId;
  if (changed || !['received', 'unidentified'].includes(status) || parcel.getBool('in_review')) {
    throw badRequest('This parcel changed after your scan: correct it on the parcels page instead.', {
      updated: { code: 'changed', message: 'The parcel changed after the scan.' },
    });
  }
  const holding = holdingShipmentCode(txApp, parcel.id);
  if (holding !== null) {
    throw badRequest(`Shipment ${holding} holds this parcel: its scan can no longer be undone.`, {
      status: { code: 'in_shipment', message: 'A shipment holds this parcel.' },
    });
  }
  const scans = txApp.findRecordsByFilter(
    'audit_logs',
    "record = {:id} && (action = 'parcel.inbound' || action = 'parcel.received')",
    '-created',
    1,
    0,
    { id: parcel.id },
  );
  const before = scans[0] ? scans[0].get('before') : null;
  const orderId = parcel.getString('order');
  const order = orderId ? txApp.findRecordById('orders', orderId) : null;
  if (order && order.getString('status') === 'at_warehouse') {
    throw invalidTransition(
      'order',
      order,
      'seller_shipped',
      'this scan completed its arrival, which is not undone; correct the parcel on the parcels page instead',
    );
  }
  const snapshot = parcel.publicExport();
  if (!before || scans[0]?.getString('action') === 'parcel.inbound') {
    txApp.delete(parcel);
  } else {
    for (const name of SCAN_FIELDS) parcel.set(name, 0);
    for (const name of ['shelf', 'received_at', 'received_by', 'marked_code', 'warehouse']) parcel.set(name, '');
    parcel.set('photos', []);
    transition(txApp, 'parcel', parcel, 'expected', { actor: 'system' });
  }
  audit(txApp, staffId, 'parcel.inbound_undone', 'parcels', parcel.id, snapshot, null);
}

/**
 * The code of the draft or paid shipment that holds this parcel, or null: such a parcel is neither
 * sent back nor un-scanned until the shipment is cancelled.
 * @param {core.App} txApp @param {string} parcelId
 * @returns {string | null}
 */
function holdingShipmentCode(txApp, parcelId) {
  const holding = txApp.findRecordsByFilter(
    'fulfillments',
    "parcels ~ {:id} && (status = 'draft' || status = 'paid')",
    '',
    1,
    0,
    { id: parcelId },
  );
  return holding.length > 0 ? (holding[0]?.getString('code') ?? '') : null;
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
  const holding = holdingShipmentCode(txApp, parcel.id);
  if (holding !== null) {
    throw badRequest(`Shipment ${holding} holds this parcel: cancel the shipment first.`, {
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
  storedTrackingCode,
  readDeclaration,
  readScan,
  findByTrackingCode,
  receiveParcel,
  assignParcel,
  declareExisting,
  lookupScan,
  undoInbound,
  settleOwner,
  openReview,
  ownerBasis,
  EVIDENCE,
};
