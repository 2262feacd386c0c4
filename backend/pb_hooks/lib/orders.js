/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// Order state machine helpers shared by orders.pb.js and the parcels hooks (DESIGN section 5).

/** Parcel statuses that mean the parcel has reached the warehouse (or gone on from it). */
const ARRIVED = ['received', 'packing', 'shipped', 'delivered'];

/** Human labels for the notification text. */
const LABELS = /** @type {Record<string, string>} */ ({
  placed: 'placed',
  purchased: 'purchased from the seller',
  seller_shipped: 'shipped by the seller',
  at_warehouse: 'at our warehouse',
  completed: 'completed',
  cancelled: 'cancelled',
  awaiting_supplement: 'waiting for a supplement payment',
});

/**
 * Tells the order's customer about its new status.
 * @param {core.App} txApp @param {core.Record} order @param {string} [extra]
 */
function notifyOrderStatus(txApp, order, extra = '') {
  const { notify } = require(`${__hooks}/lib/notify.js`);
  const code = order.getString('code');
  const status = order.getString('status');
  notify(txApp, order.getString('user'), {
    title: `Order ${code} is ${LABELS[status] ?? status}`,
    body: extra,
    link: `/account/orders/${order.id}`,
  });
}

/**
 * Whether every parcel of the order has reached the warehouse (and there is at least one).
 * @param {core.App} txApp @param {string} orderId
 */
function allParcelsArrived(txApp, orderId) {
  const parcels = txApp.findRecordsByFilter('parcels', 'order = {:order}', '', 0, 0, { order: orderId });
  return parcels.length > 0 && parcels.every((p) => !!p && ARRIVED.includes(p.getString('status')));
}

/**
 * Moves a `seller_shipped` order to `at_warehouse` once all its parcels are received, and tells
 * the customer. Call it inside the transaction that received a parcel. Returns true when it moved.
 * @param {core.App} txApp @param {string} orderId
 * @returns {boolean}
 */
function markOrderAtWarehouseIfComplete(txApp, orderId) {
  if (!orderId) return false;
  let order;
  try {
    order = txApp.findRecordById('orders', orderId);
  } catch {
    return false;
  }
  if (order.getString('status') !== 'seller_shipped' || !allParcelsArrived(txApp, orderId)) return false;
  order.set('status', 'at_warehouse');
  txApp.save(order);
  notifyOrderStatus(txApp, order, 'All its parcels have arrived at our warehouse.');
  return true;
}

module.exports = { markOrderAtWarehouseIfComplete, allParcelsArrived, notifyOrderStatus, ARRIVED, LABELS };
