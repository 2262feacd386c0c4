/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// The one way a status changes (DESIGN section 5). The machines are data, `lib/machines.json`
// (shared-contracts/src/status/machines.json is a byte-identical copy the pages read): for each
// machine its statuses and, from each status, the statuses it may move to and who may make the move
// (`staff`, `customer`, or `system` when the server does it as a consequence of another change).
//
// - An illegal move is always the same 400: `data.status = { code: 'invalid_transition', message:
//   'Cannot move <machine> from <from> to <to>.' }`, the top-level message naming the record too.
// - A move made by staff (a `staffId` is given) is audited as `<machine>.<to>` with
//   before `{ status: from }` and after `{ from, to, status: to, ...payload }`.

/**
 * @typedef {'staff' | 'customer' | 'system'} Actor
 * @typedef {{ collection: string, statuses: string[], transitions: Record<string, Record<string, Actor[]>> }} Machine
 */

/** @returns {Record<string, Machine>} */
function machines() {
  return require(`${__hooks}/lib/machines.json`);
}

/** @param {string} name @returns {Machine} */
function machineOf(name) {
  const machine = machines()[name];
  if (!machine) throw new Error(`Unknown state machine: ${name}`);
  return machine;
}

/** Every status of a machine. @param {string} name @returns {string[]} */
function statuses(name) {
  return [...machineOf(name).statuses];
}

/**
 * The statuses `actor` may move a record of `machine` to from `from`.
 * @param {string} machine @param {string} from @param {Actor} actor @returns {string[]}
 */
function allowedTransitions(machine, from, actor) {
  const moves = machineOf(machine).transitions[from] ?? {};
  return Object.keys(moves).filter((to) => (moves[to] ?? []).includes(actor));
}

/**
 * Every status `actor` may move a record of `machine` to from some status (what a route accepts as
 * its `to`).
 * @param {string} machine @param {Actor} actor @returns {string[]}
 */
function targets(machine, actor) {
  const { statuses: all, transitions } = machineOf(machine);
  return all.filter((to) => Object.values(transitions).some((moves) => (moves[to] ?? []).includes(actor)));
}

/**
 * The one "wrong status" error: a 400 naming the machine, the record, both statuses and, when given,
 * why (a guard of the move, e.g. parcels not received yet).
 * @param {string} machine @param {core.Record} record @param {string} to @param {string} [why]
 * @returns {BadRequestError}
 */
function invalidTransition(machine, record, to, why = '') {
  const { badRequest } = require(`${__hooks}/lib/http.js`);
  const from = record.getString('status');
  const code =
    record.getString('code') || record.getString('tracking_code') || record.getString('reference') || record.id;
  return badRequest(`Cannot move ${machine} ${code} from ${from} to ${to}${why ? `: ${why}` : ''}.`, {
    status: { code: 'invalid_transition', message: `Cannot move ${machine} from ${from} to ${to}.` },
  });
}

/**
 * Throws the invalid-transition 400 unless `actor` may move `record` to `to` now. Call it before the
 * side effects of a move (money, other records); `transition` checks again.
 * @param {string} machine @param {core.Record} record @param {string} to @param {Actor} actor
 */
function assertTransition(machine, record, to, actor) {
  const from = record.getString('status');
  if (allowedTransitions(machine, from, actor).includes(to)) return;
  const next = allowedTransitions(machine, from, actor);
  throw invalidTransition(
    machine,
    record,
    to,
    next.length > 0 ? `from ${from} it can only become ${next.join(' or ')}` : `${from} is final here`,
  );
}

/**
 * Moves `record` of `machine` to `to`: checks the move against lib/machines.json for `actor` (the
 * invalid-transition 400 otherwise), sets the status, saves (with any other fields the caller set)
 * and, when `staffId` is given, audits it with `payload` (or what `payload(record)` returns after
 * the save, e.g. the names of uploaded files). Returns the record.
 * @param {core.App} txApp @param {string} machine @param {core.Record} record @param {string} to
 * @param {{ actor: Actor, staffId?: string,
 *   payload?: Record<string, unknown> | ((record: core.Record) => Record<string, unknown>) }} options
 * @returns {core.Record}
 */
function transition(txApp, machine, record, to, { actor, staffId = '', payload = {} }) {
  const from = record.getString('status');
  assertTransition(machine, record, to, actor);
  record.set('status', to);
  recordStatus(record, to, actor);
  txApp.save(record);
  if (staffId) {
    const { audit } = require(`${__hooks}/lib/audit.js`);
    const extra = typeof payload === 'function' ? payload(record) : payload;
    const { collection } = machineOf(machine);
    audit(
      txApp,
      staffId,
      `${machine}.${to}`,
      collection,
      record.id,
      { status: from },
      { from, to, status: to, ...extra },
    );
  }
  return record;
}

/**
 * Appends `{ status, at, by }` to the record's `status_history` (orders and fulfillments have one),
 * the timeline the customer's pages show; the caller saves. Also called when a record is created
 * in its first status.
 * @param {core.Record} record @param {string} status @param {Actor} by
 */
function recordStatus(record, status, by) {
  if (!record.collection().fields.getByName('status_history')) return;
  const { jsonField } = require(`${__hooks}/lib/http.js`);
  const history = /** @type {unknown[]} */ (jsonField(record, 'status_history', []) || []);
  const at = new DateTime().string();
  record.set('status_history', [...history, { status, at, by }]);
}

module.exports = {
  transition,
  recordStatus,
  assertTransition,
  invalidTransition,
  allowedTransitions,
  targets,
  statuses,
};
