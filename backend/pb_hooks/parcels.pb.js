/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Parcels: a customer declares one they expect (records API), the warehouse scans arrivals in
// (`/api/admin/parcels/inbound`) and assigns the ones nobody claimed. See docs/parcels.md.

// A customer declaring a parcel sets only its tracking code, description and declared value; a code
// that is already stored becomes a claim for the warehouse's review (lib/parcels.js declareExisting).
onRecordCreateRequest((e) => {
  if (!e.auth || e.auth.collection().name !== 'users') return e.next();
  const { transaction } = require(`${__hooks}/lib/http.js`);
  const { readDeclaration, findByTrackingCode, declareExisting } = require(`${__hooks}/lib/parcels.js`);
  const userId = e.auth.id;
  const record = /** @type {core.Record} */ (e.record);
  const { code, description, declaredValue } = readDeclaration(e.requestInfo().body || {}, record, userId);

  const claimed = transaction((/** @type {core.App} */ txApp) => {
    const existing = findByTrackingCode(txApp, code);
    if (!existing) return null;
    return declareExisting(txApp, existing, userId, { description, declaredValue });
  });
  // The unidentified parcel, now held for review under this customer; or, for a code another
  // customer declared, this customer's claim (202: the warehouse decides).
  if (claimed && 'parcel' in claimed) return e.json(200, claimed.parcel);
  if (claimed) return e.json(202, { ...claimed.claim.publicExport(), tracking_code: code, in_review: true });

  record.set('tracking_code', code);
  record.set('description', description);
  record.set('declared_value', declaredValue);
  record.set('user', userId);
  record.set('status', 'expected');
  record.set('order', '');
  record.set('owner_basis', 'declaration');
  return e.next();
}, 'parcels');

// Tracking codes are stored trimmed and upper-cased whoever saves the parcel (the hooks here, orders,
// the seed, a superuser), so lib/parcels.js findByTrackingCode is an exact match on the unique index.
onRecordCreate((e) => {
  require(`${__hooks}/lib/parcels.js`).storedTrackingCode(e.record);
  e.next();
}, 'parcels');

onRecordUpdate((e) => {
  require(`${__hooks}/lib/parcels.js`).storedTrackingCode(e.record);
  e.next();
}, 'parcels');

routerAdd('POST', '/api/admin/parcels/inbound', (e) => {
  const { requireStaff, readBody, transaction } = require(`${__hooks}/lib/http.js`);
  const { readScan, receiveParcel } = require(`${__hooks}/lib/parcels.js`);
  const { uploadedFiles } = require(`${__hooks}/lib/uploads.js`);
  const staff = requireStaff(e, 'warehouse');
  const scan = { ...readScan(readBody(e)), photos: uploadedFiles(e, 'photos'), staffId: staff.id };
  return e.json(
    200,
    transaction((/** @type {core.App} */ txApp) => receiveParcel(txApp, scan)),
  );
});

routerAdd('POST', '/api/admin/parcels/{id}/assign', (e) => {
  const { requireStaff, readBody, id, transaction } = require(`${__hooks}/lib/http.js`);
  const { assignParcel } = require(`${__hooks}/lib/parcels.js`);
  const staff = requireStaff(e, 'warehouse');
  const body = readBody(e);
  const userId = /** @type {string} */ (id(body, 'user', { required: true }));
  const parcelId = e.request?.pathValue('id') ?? '';
  const parcel = transaction((/** @type {core.App} */ txApp) => assignParcel(txApp, parcelId, userId, staff.id));
  return e.json(200, parcel);
});

/** The warehouse sends a parcel back to the sender, with the reason its owner reads. */
routerAdd('POST', '/api/admin/parcels/{id}/return', (e) => {
  const { requireStaff, readBody, str, transaction } = require(`${__hooks}/lib/http.js`);
  const { returnParcel } = require(`${__hooks}/lib/parcels.js`);
  const staff = requireStaff(e, 'warehouse');
  const reason = /** @type {string} */ (str(readBody(e), 'reason', { required: true, max: 500 }));
  const parcelId = e.request?.pathValue('id') ?? '';
  return e.json(
    200,
    transaction((/** @type {core.App} */ txApp) => returnParcel(txApp, parcelId, reason, staff.id)),
  );
});

/**
 * What a scanned code is, before anything is saved (the bench shows it at once): a declared parcel
 * and its owner, an order's seller code and its customer, a parcel already received (when, by whom),
 * or nothing known (the parcel will be unidentified).
 */
routerAdd('GET', '/api/admin/parcels/lookup', (e) => {
  const { requireStaff } = require(`${__hooks}/lib/http.js`);
  const { normalizeTrackingCode, lookupScan, SCAN_PATTERN } = require(`${__hooks}/lib/parcels.js`);
  requireStaff(e, 'warehouse');
  const code = normalizeTrackingCode(e.request?.url?.query().get('code'), 'code', SCAN_PATTERN);
  return e.json(200, lookupScan(e.app, code));
});

/** Undoes the bench's last inbound scan while nothing else changed the parcel since. */
routerAdd('POST', '/api/admin/parcels/{id}/undo-inbound', (e) => {
  const { requireStaff, readBody, str, transaction } = require(`${__hooks}/lib/http.js`);
  const { undoInbound } = require(`${__hooks}/lib/parcels.js`);
  const staff = requireStaff(e, 'warehouse');
  const seen = /** @type {string} */ (str(readBody(e), 'updated', { required: true, max: 40 }));
  const parcelId = e.request?.pathValue('id') ?? '';
  transaction((/** @type {core.App} */ txApp) => undoInbound(txApp, parcelId, seen, staff.id));
  return e.json(200, { id: parcelId, undone: true });
});
