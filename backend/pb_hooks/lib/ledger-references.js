/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// What a ledger line is about, in the words a person knows it by (docs/wallet.md): `wallet_transactions.ref`
// holds a record id, which kind says the collection of. A refund names the order or shipment it gave
// money back for. One query resolves a whole page of lines.

const ORDER_KINDS = ['order_payment', 'order_refund', 'supplement'];
const SHIPMENT_KINDS = ['fulfillment_payment', 'fulfillment_refund'];

const inList = (kinds) => kinds.map((kind) => `'${kind}'`).join(', ');

/**
 * @typedef {{ collection: 'orders' | 'fulfillments' | 'recharges', id: string, code: string }} LedgerReference
 */

/**
 * The references of these ledger lines, by line id; a line whose record is gone (or an adjustment)
 * has none.
 * @param {core.App} app
 * @param {string[]} ids
 * @returns {Map<string, LedgerReference>}
 */
function ledgerReferences(app, ids) {
  /** @type {Map<string, LedgerReference>} */
  const found = new Map();
  if (ids.length === 0) return found;
  /** @type {Record<string, string>} */
  const params = {};
  ids.forEach((id, index) => (params[`id${index}`] = id));
  const sql = `
    SELECT w.id AS id,
      COALESCE(o.id, ro.id, '') AS orderId, COALESCE(o.code, ro.code, '') AS orderCode,
      COALESCE(f.id, rf.id, '') AS shipmentId, COALESCE(f.code, rf.code, '') AS shipmentCode,
      COALESCE(rc.id, '') AS rechargeId, COALESCE(rc.reference, '') AS rechargeCode
    FROM wallet_transactions w
    LEFT JOIN orders o ON w.kind IN (${inList(ORDER_KINDS)}) AND o.id = w.ref
    LEFT JOIN fulfillments f ON w.kind IN (${inList(SHIPMENT_KINDS)}) AND f.id = w.ref
    LEFT JOIN recharges rc ON w.kind = 'recharge' AND rc.id = w.ref
    LEFT JOIN refunds r ON w.kind = 'refund' AND r.id = w.ref
    LEFT JOIN orders ro ON r.id IS NOT NULL AND ro.id = r.[[order]]
    LEFT JOIN fulfillments rf ON r.id IS NOT NULL AND rf.id = r.fulfillment
    WHERE w.id IN (${ids.map((_, index) => `{:id${index}}`).join(', ')})`;
  const rows = arrayOf(
    new DynamicModel({
      id: '',
      orderId: '',
      orderCode: '',
      shipmentId: '',
      shipmentCode: '',
      rechargeId: '',
      rechargeCode: '',
    }),
  );
  app.db().newQuery(sql).bind(params).all(rows);
  for (const row of rows) {
    if (row.orderId) found.set(row.id, { collection: 'orders', id: row.orderId, code: row.orderCode });
    else if (row.shipmentId)
      found.set(row.id, { collection: 'fulfillments', id: row.shipmentId, code: row.shipmentCode });
    else if (row.rechargeId) found.set(row.id, { collection: 'recharges', id: row.rechargeId, code: row.rechargeCode });
  }
  return found;
}

module.exports = { ledgerReferences };
