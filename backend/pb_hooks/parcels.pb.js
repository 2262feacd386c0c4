/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Parcels: a customer declares one they expect (records API), the warehouse scans arrivals in
// (`/api/admin/parcels/inbound`) and assigns the ones nobody claimed. See docs/parcels.md.

// A customer declaring a parcel sets only its tracking code, description and declared value; a code
// that is already stored becomes a claim for the warehouse's review (lib/parcels.js declareExisting).
onRecordCreateRequest((e) => {
  if (!e.auth || e.auth.collection().name !== 'users') return e.next();
  const { badRequest, transaction } = require(`${__hooks}/lib/http.js`);
  const { normalizeTrackingCode, findByTrackingCode, declareExisting } = require(`${__hooks}/lib/parcels.js`);
  const userId = e.auth.id;

  const body = e.requestInfo().body || {};
  const allowed = ['tracking_code', 'description', 'declared_value'];
  for (const key of Object.keys(body)) {
    if (allowed.includes(key)) continue;
    if (key === 'user' && body[key] === userId) continue;
    if (key === 'status' && body[key] === 'expected') continue;
    throw badRequest(`A customer cannot set ${key} on a parcel.`, {
      [key]: { code: 'forbidden_field', message: 'Set by the warehouse.' },
    });
  }

  const record = /** @type {core.Record} */ (e.record);
  const code = normalizeTrackingCode(record.get('tracking_code'));
  const description = record.getString('description').trim();
  const declaredValue = record.getFloat('declared_value');
  if (!Number.isSafeInteger(declaredValue) || declaredValue < 0) {
    throw badRequest('The declared value must be a whole amount of at least 0.', {
      declared_value: { code: 'validation_invalid_value', message: 'Must be a whole amount of at least 0.' },
    });
  }

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
  const code = e.record?.getString('tracking_code') ?? '';
  if (code !== code.trim().toUpperCase()) e.record?.set('tracking_code', code.trim().toUpperCase());
  e.next();
}, 'parcels');

onRecordUpdate((e) => {
  const code = e.record?.getString('tracking_code') ?? '';
  if (code !== code.trim().toUpperCase()) e.record?.set('tracking_code', code.trim().toUpperCase());
  e.next();
}, 'parcels');

routerAdd('POST', '/api/admin/parcels/inbound', (e) => {
  const { requireStaff, readBody, num, str, id, transaction } = require(`${__hooks}/lib/http.js`);
  const { normalizeTrackingCode, receiveParcel, SCAN_PATTERN } = require(`${__hooks}/lib/parcels.js`);
  const staff = requireStaff(e, 'warehouse');
  const body = readBody(e);
  if (typeof body.shelf === 'number') body.shelf = String(body.shelf);
  const scan = {
    trackingCode: normalizeTrackingCode(body.trackingCode, 'trackingCode', SCAN_PATTERN),
    weightKg: /** @type {number} */ (num(body, 'weightKg', { required: true, min: 0.001, max: 200 })),
    lengthCm: /** @type {number} */ (num(body, 'lengthCm', { required: true, min: 0.1, max: 1000 })),
    widthCm: /** @type {number} */ (num(body, 'widthCm', { required: true, min: 0.1, max: 1000 })),
    heightCm: /** @type {number} */ (num(body, 'heightCm', { required: true, min: 0.1, max: 1000 })),
    shelf: str(body, 'shelf', { max: 40 }),
    markedCode: markedCode(body.customerCode),
    warehouse: id(body, 'warehouse'),
    photos: uploadedPhotos(e),
    staffId: staff.id,
  };
  const parcel = transaction((/** @type {core.App} */ txApp) => receiveParcel(txApp, scan));
  return e.json(200, parcel);

  /** The customer code written on the parcel, upper-cased, or undefined. @param {unknown} raw */
  function markedCode(raw) {
    const { fieldError } = require(`${__hooks}/lib/http.js`);
    if (raw === undefined || raw === null || raw === '') return undefined;
    const code = String(raw).trim().toUpperCase();
    if (!/^[A-Z0-9]{2,20}$/.test(code)) {
      throw fieldError('customerCode', 'validation_invalid_format', 'A customer code is 2–20 letters or digits.');
    }
    return code;
  }

  /** @param {core.RequestEvent} event */
  function uploadedPhotos(event) {
    /** @type {any[]} */
    const files = [];
    for (const key of ['photos', 'photos[]', 'photos+']) {
      try {
        files.push(...event.findUploadedFiles(key));
      } catch {
        // no files under this key (or not a multipart request)
      }
    }
    return files;
  }
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
