/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// Request helpers shared by the custom routes and record hooks: who is calling, the parsed body,
// and validators that turn any malformed value into a 400 with PocketBase's per-field error shape
// (`data: { field: { code, message } }`) instead of a 500.

const ID_PATTERN = /^[a-z0-9]{15}$/;

const BODY_NOT_AN_OBJECT = { body: { code: 'validation_not_an_object', message: 'Must be a JSON object.' } };

/**
 * A 400 with PocketBase's per-field error shape. Items may be given as plain `{ code, message, params? }`
 * objects: they are turned into `ValidationError`s here, because PocketBase reads a plain object as a
 * nested map of fields and would answer `{ code: { code: 'validation_invalid_value', … }, message: … }`.
 * @param {string} message @param {Record<string, unknown>} [data] @returns {BadRequestError}
 */
function badRequest(message, data = {}) {
  return new BadRequestError(message, errorItems(data));
}

/**
 * `data` with every plain `{ code, message }` item made a `ValidationError` (nested field maps too).
 * @param {Record<string, unknown>} data @returns {Record<string, unknown>}
 */
function errorItems(data) {
  if (!isPlainObject(data)) return data;
  /** @type {Record<string, unknown>} */
  const items = {};
  for (const [name, item] of Object.entries(data)) {
    // A ValidationError (its `code` is a Go method) or anything else that is not a JS object: as is.
    if (!isPlainObject(item) || typeof item.code === 'function') items[name] = item;
    else if (typeof item.code === 'string') items[name] = validationError(item);
    else items[name] = errorItems(item);
  }
  return items;
}

/** @param {Record<string, any>} item */
function validationError(item) {
  const message = typeof item.message === 'string' && item.message !== '' ? item.message : 'Invalid value.';
  const error = new ValidationError(item.code, message);
  if (!isPlainObject(item.params)) return error;
  try {
    return /** @type {any} */ (error).setParams(item.params);
  } catch {
    return error;
  }
}

/** A JS object literal (not an array, nor a value coming from Go). @param {unknown} value @returns {value is Record<string, any>} */
function isPlainObject(value) {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

// A refusal that is not about one field carries its code as every 400 does, under a fixed name:
// `data.auth` for a 401 or 403, `data.resource` for a 404 (the item's message is the error's own).

/** @param {string} [message] @returns {NotFoundError} */
function notFound(message = 'The requested resource was not found.') {
  return new NotFoundError(message, errorItems({ resource: { code: 'not_found', message } }));
}

/** @param {string} message @returns {UnauthorizedError} */
function unauthorized(message) {
  return new UnauthorizedError(message, errorItems({ auth: { code: 'unauthorized', message } }));
}

/** @param {string} message @returns {ForbiddenError} */
function forbidden(message) {
  return new ForbiddenError(message, errorItems({ auth: { code: 'forbidden', message } }));
}

/** @param {string} name @param {string} code @param {string} message @returns {BadRequestError} */
function fieldError(name, code, message) {
  return badRequest(`Invalid ${name}: ${message}`, { [name]: { code, message } });
}

/**
 * The signed-in customer (`users` record); a 401 without a session, a 403 for staff or superusers.
 * @param {core.RequestEvent} e
 * @returns {core.Record}
 */
function requireCustomer(e) {
  const auth = e.auth;
  if (!auth) throw unauthorized('Sign in as a customer to do this.');
  if (auth.collection().name !== 'users') throw forbidden('Only customers may do this.');
  return auth;
}

/**
 * The signed-in, active staff member with one of `roles` (admin always passes), or a 401/403.
 * @param {core.RequestEvent} e
 * @param {...string} roles
 * @returns {core.Record}
 */
function requireStaff(e, ...roles) {
  const auth = e.auth;
  if (!auth) throw unauthorized('Sign in as staff to do this.');
  if (auth.collection().name !== 'staff' || !auth.getBool('active')) {
    throw forbidden('Only active staff may do this.');
  }
  if (!hasRole(auth, ...roles)) {
    throw forbidden(`This needs one of the roles: ${['admin', ...roles].join(', ')}.`);
  }
  return auth;
}

/** @param {core.Record} staff @param {...string} roles @returns {boolean} */
function hasRole(staff, ...roles) {
  const held = staff.getStringSlice('roles');
  return held.includes('admin') || roles.some((role) => held.includes(role));
}

/** True when the request is made by a signed-in staff member (any role). @param {core.RequestEvent} e */
function isStaff(e) {
  return !!e.auth && e.auth.collection().name === 'staff';
}

/**
 * The request body as a plain object (JSON or multipart form fields), or a 400.
 * @param {core.RequestEvent} e
 * @returns {Record<string, any>}
 */
function readBody(e) {
  let body;
  try {
    body = e.requestInfo().body;
  } catch {
    throw badRequest('The request body must be a JSON object.', BODY_NOT_AN_OBJECT);
  }
  if (body === null || body === undefined) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.', BODY_NOT_AN_OBJECT);
  }
  // Copy Go maps into a plain JS object.
  return JSON.parse(JSON.stringify(body));
}

/** @param {unknown} value */
function missing(value) {
  return value === undefined || value === null || value === '';
}

/**
 * @param {Record<string, any>} body @param {string} name
 * @param {{ min?: number, max?: number, required?: boolean, integer?: boolean }} [options]
 * @returns {number | undefined}
 */
function num(body, name, { min, max, required = false, integer = false } = {}) {
  let value = body[name];
  if (missing(value)) {
    if (required) throw fieldError(name, 'validation_required', 'Missing required value.');
    return undefined;
  }
  // Multipart forms send numbers as text.
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) value = Number(value.trim());
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw fieldError(name, 'validation_not_a_number', 'Must be a number.');
  }
  if (integer && !Number.isSafeInteger(value))
    throw fieldError(name, 'validation_not_an_integer', 'Must be a whole number.');
  if (min !== undefined && value < min) throw fieldError(name, 'validation_min', `Must be at least ${min}.`);
  if (max !== undefined && value > max) throw fieldError(name, 'validation_max', `Must be at most ${max}.`);
  return value;
}

/**
 * @param {Record<string, any>} body @param {string} name
 * @param {{ min?: number, max?: number, required?: boolean }} [options]
 * @returns {number | undefined}
 */
function int(body, name, options = {}) {
  return num(body, name, { ...options, integer: true });
}

/**
 * @param {Record<string, any>} body @param {string} name
 * @param {{ max?: number, required?: boolean, pattern?: RegExp }} [options]
 * @returns {string | undefined}
 */
function str(body, name, { max = 1000, required = false, pattern } = {}) {
  const value = body[name];
  if (value === undefined || value === null) {
    if (required) throw fieldError(name, 'validation_required', 'Missing required value.');
    return undefined;
  }
  if (typeof value !== 'string') throw fieldError(name, 'validation_not_a_string', 'Must be text.');
  const text = value.trim();
  if (text === '') {
    if (required) throw fieldError(name, 'validation_required', 'Missing required value.');
    return undefined;
  }
  if (text.length > max) throw fieldError(name, 'validation_length_too_long', `Must be at most ${max} characters.`);
  if (pattern && !pattern.test(text)) throw fieldError(name, 'validation_invalid_format', 'Has an invalid format.');
  return text;
}

/** @param {Record<string, any>} body @param {string} name @returns {boolean | undefined} */
function bool(body, name) {
  const value = body[name];
  if (missing(value)) return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw fieldError(name, 'validation_not_a_bool', 'Must be true or false.');
}

/**
 * A PocketBase record id (15 lowercase letters and digits).
 * @param {Record<string, any>} body @param {string} name @param {{ required?: boolean }} [options]
 * @returns {string | undefined}
 */
function id(body, name, { required = false } = {}) {
  const value = body[name];
  if (missing(value)) {
    if (required) throw fieldError(name, 'validation_required', 'Missing required value.');
    return undefined;
  }
  if (typeof value !== 'string' || !ID_PATTERN.test(value)) {
    throw fieldError(name, 'validation_invalid_id', 'Must be a record id.');
  }
  return value;
}

/**
 * A non-empty list of distinct record ids.
 * @param {Record<string, any>} body @param {string} name @param {{ max?: number }} [options]
 * @returns {string[]}
 */
function idList(body, name, { max = 100 } = {}) {
  const value = body[name];
  if (missing(value)) throw fieldError(name, 'validation_required', 'Missing required value.');
  if (!Array.isArray(value) || value.length === 0) {
    throw fieldError(name, 'validation_not_a_list', 'Must be a non-empty list of record ids.');
  }
  if (value.length > max) throw fieldError(name, 'validation_too_many', `Must hold at most ${max} ids.`);
  for (const item of value) {
    if (typeof item !== 'string' || !ID_PATTERN.test(item)) {
      throw fieldError(name, 'validation_invalid_id', 'Must be a list of record ids.');
    }
  }
  return [...new Set(/** @type {string[]} */ (value))];
}

/**
 * @param {Record<string, any>} body @param {string} name @param {readonly string[]} values
 * @param {{ required?: boolean }} [options]
 * @returns {string | undefined}
 */
function oneOf(body, name, values, { required = true } = {}) {
  const value = body[name];
  if (missing(value)) {
    if (required) throw fieldError(name, 'validation_required', 'Missing required value.');
    return undefined;
  }
  if (typeof value !== 'string' || !values.includes(value)) {
    throw fieldError(name, 'validation_invalid_value', `Must be one of: ${values.join(', ')}.`);
  }
  return value;
}

/**
 * The record with this id in `collection`, or a 404 (also for ids that are not ids at all).
 * @param {core.App} app @param {string} collection @param {string} recordId @param {string} [label]
 * @returns {core.Record}
 */
function findOr404(app, collection, recordId, label = collection) {
  if (typeof recordId !== 'string' || !ID_PATTERN.test(recordId)) throw notFound(`No such ${label}.`);
  try {
    return app.findRecordById(collection, recordId);
  } catch {
    throw notFound(`No such ${label}.`);
  }
}

/**
 * The customer's own record in `collection`, or a 404 naming what was looked for (also when it
 * is another customer's).
 * @param {core.App} app @param {string} collection @param {string} recordId @param {string} userId
 * @param {string} [label]
 * @returns {core.Record}
 */
function findOwn(app, collection, recordId, userId, label = collection) {
  const record = findOr404(app, collection, recordId, label);
  if (record.getString('user') !== userId) throw notFound(`No such ${label}.`);
  return record;
}

/**
 * The parsed value of a json field (`fallback` when empty or unreadable).
 * @param {core.Record} record @param {string} name @param {any} [fallback]
 * @returns {any}
 */
function jsonField(record, name, fallback = null) {
  try {
    const raw = toString(record.get(name));
    return raw ? (JSON.parse(raw) ?? fallback) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Runs `fn` in one database transaction and returns its result. An error thrown inside (for
 * example a BadRequestError) rolls everything back and is rethrown unchanged, keeping its status.
 * @template T
 * @param {(txApp: core.App) => T} fn
 * @returns {T}
 */
function transaction(fn) {
  /** @type {any} */
  let result;
  /** @type {any} */
  let failure = null;
  try {
    $app.runInTransaction((txApp) => {
      try {
        result = fn(txApp);
      } catch (error) {
        failure = error;
        throw error;
      }
    });
  } catch (error) {
    throw failure ?? error;
  }
  return result;
}

module.exports = {
  badRequest,
  notFound,
  unauthorized,
  forbidden,
  fieldError,
  requireCustomer,
  requireStaff,
  hasRole,
  isStaff,
  readBody,
  num,
  int,
  str,
  bool,
  id,
  idList,
  oneOf,
  findOr404,
  findOwn,
  jsonField,
  transaction,
  ID_PATTERN,
};
