/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// Every customer notification is built here from a template (title, body, link) and saved as a
// `notifications` row (shown in the bell, realtime). Amounts are in the home currency's minor unit
// and are formatted with the currency of the settings record.

/** @typedef {{ title: string, body?: string, link?: string }} Message */
/** @typedef {(amountMinor: number) => string} Money */

const TRANSACTIONS = '/account/transaction';

/** Human labels for order statuses. */
const ORDER_LABELS = /** @type {Record<string, string>} */ ({
  placed: 'placed',
  purchased: 'purchased from the seller',
  seller_shipped: 'shipped by the seller',
  at_warehouse: 'at our warehouse',
  completed: 'completed',
  cancelled: 'cancelled',
  awaiting_supplement: 'waiting for a supplement payment',
});

/**
 * One template per kind of notification: (params, money) → message.
 * @type {Record<string, (p: any, money: Money) => Message>}
 */
const TEMPLATES = {
  /** @param {{ amount: number, reason: string }} p signed amount */
  walletAdjusted: (p, money) => ({
    title: `Wallet ${p.amount > 0 ? 'credited' : 'debited'}: ${money(Math.abs(p.amount))}`,
    body: p.reason,
    link: TRANSACTIONS,
  }),
  /** @param {{ reference: string, amount: number, reason: string }} p */
  rechargeApproved: (p, money) => ({
    title: `Recharge ${p.reference} approved: ${money(p.amount)} added to your wallet`,
    body: p.reason,
    link: TRANSACTIONS,
  }),
  /** @param {{ reference: string, reason: string }} p */
  rechargeRejected: (p) => ({ title: `Recharge ${p.reference} rejected`, body: p.reason, link: TRANSACTIONS }),
  /** @param {{ amount: number, note: string }} p */
  refundApproved: (p, money) => ({
    title: `Refund approved: ${money(p.amount)} added to your wallet`,
    body: p.note,
    link: TRANSACTIONS,
  }),
  /** @param {{ note: string }} p */
  refundRejected: (p) => ({ title: 'Your refund request was rejected', body: p.note, link: TRANSACTIONS }),
  /**
   * The order's new status; `note` is free text, the amounts add a sentence each.
   * @param {{ id: string, code: string, status: string, note?: string, paid?: number,
   *   supplementPaid?: number, refunded?: number, repriceRefunded?: number, supplementDue?: number }} p
   */
  orderStatus: (p, money) => {
    const lines = [];
    if (p.note) lines.push(p.note);
    if (p.paid) lines.push(`Paid ${money(p.paid)} from your wallet.`);
    if (p.supplementPaid) lines.push(`Supplement of ${money(p.supplementPaid)} paid from your wallet.`);
    if (p.refunded) lines.push(`${money(p.refunded)} was refunded to your wallet.`);
    if (p.repriceRefunded)
      lines.push(`The goods cost less than paid: ${money(p.repriceRefunded)} was refunded to your wallet.`);
    if (p.supplementDue)
      lines.push(`The goods cost more than paid: please pay the difference of ${money(p.supplementDue)}.`);
    return {
      title: `Order ${p.code} is ${ORDER_LABELS[p.status] ?? p.status}`,
      body: lines.join(' '),
      link: `/account/order?id=${p.id}`,
    };
  },
  /** @param {{ trackingCode: string, link: string }} p */
  parcelReceived: (p) => ({
    title: 'Parcel received at the warehouse',
    body: `Your parcel ${p.trackingCode} has arrived and is ready to ship.`,
    link: p.link,
  }),
  /** @param {{ id: string, trackingCode: string, orderCode: string }} p */
  parcelMatched: (p) => ({
    title: 'Parcel received at the warehouse',
    body: `Your parcel ${p.trackingCode} of order ${p.orderCode} has arrived and is ready to ship.`,
    link: `/account/parcel?id=${p.id}`,
  }),
  /** @param {{ code: string, total: number, link: string }} p */
  fulfillmentPaid: (p, money) => ({
    title: `Fulfillment ${p.code} is paid`,
    body: `We charged ${money(p.total)} to your wallet and will pack your parcels soon.`,
    link: p.link,
  }),
  /** @param {{ code: string, refunded: number, reason?: string, link: string }} p */
  fulfillmentCancelled: (p, money) => ({
    title: `Fulfillment ${p.code} is cancelled`,
    body: [
      p.reason ?? '',
      p.refunded > 0 ? `We refunded ${money(p.refunded)} to your wallet.` : 'Your parcels stay at the warehouse.',
    ]
      .filter(Boolean)
      .join(' '),
    link: p.link,
  }),
  /** @param {{ trackingCode: string }} p */
  parcelClaimRejected: (p) => ({
    title: `Parcel ${p.trackingCode} is not yours`,
    body: `Our warehouse checked the parcel with tracking code ${p.trackingCode} (the customer code written on it, or the order it belongs to) and it belongs to another customer. Contact support if you think this is wrong.`,
    link: '/account/parcel',
  }),
  /** @param {{ id: string, trackingCode: string, reason: string }} p */
  parcelReturned: (p) => ({
    title: `Parcel ${p.trackingCode} was returned`,
    body: p.reason,
    link: `/account/parcel?id=${p.id}`,
  }),
  /** @param {{ code: string, status: string, body: string, link: string }} p */
  fulfillmentStatus: (p) => ({ title: `Fulfillment ${p.code} is ${p.status}`, body: p.body, link: p.link }),
  /** @param {{ id: string }} p */
  complaintReceived: (p) => ({
    title: 'We received your complaint',
    body: 'Our team will look into it and reply in the thread.',
    link: `/account/complain/${p.id}`,
  }),
  /** @param {{ id: string, status: string, resolution: string, refund?: number }} p */
  complaintStatus: (p, money) => ({
    title:
      p.status === 'rejected'
        ? 'Your complaint was rejected'
        : p.status === 'resolved'
          ? 'Your complaint is resolved'
          : 'We are working on your complaint',
    body:
      p.refund && p.refund > 0
        ? `${p.resolution}\nA refund of ${money(p.refund)} is on its way to your wallet.`
        : p.resolution,
    link: `/account/complain/${p.id}`,
  }),
  /** @param {{ id: string, body: string }} p */
  complaintReply: (p) => ({ title: 'New reply to your complaint', body: p.body, link: `/account/complain/${p.id}` }),
  /** @param {{ title: string, trackingCode: string, ends: string, daysLeft: number, feePerDay: number, link: string }} p */
  storageWarning: (p, money) => ({
    title: p.title,
    body:
      `Free storage for parcel ${p.trackingCode} ends on ${p.ends} (in ${p.daysLeft} day${p.daysLeft === 1 ? '' : 's'}). ` +
      `After that, storage costs ${money(p.feePerDay)} per day: ship it home to avoid the fee.`,
    link: p.link,
  }),
  /** @param {{ body: string }} p */
  supportReply: (p) => ({
    title: 'Support replied',
    body: p.body ? p.body.slice(0, 200) : 'You received a picture.',
    link: '/account/conversation',
  }),
};

/**
 * Saves a `notifications` row for the customer.
 * @param {core.App} txApp @param {string} userId
 * @param {Message} message
 * @returns {core.Record}
 */
function notify(txApp, userId, { title, body = '', link = '' }) {
  const row = new Record(txApp.findCollectionByNameOrId('notifications'));
  row.set('user', userId);
  row.set('title', title.slice(0, 200));
  row.set('body', body.slice(0, 2000));
  row.set('link', link);
  txApp.save(row);
  return row;
}

/**
 * Builds a message from its template, amounts in the settings' home currency.
 * @param {core.App} txApp @param {string} kind @param {Record<string, any>} params
 * @param {string} [currency] the home currency when the caller already has it
 * @returns {Message}
 */
function build(txApp, kind, params, currency) {
  const template = TEMPLATES[kind];
  if (!template) throw new Error(`notify: unknown template ${kind}`);
  const { formatMoney } = require(`${__hooks}/lib/money.js`);
  let code = currency;
  /** @type {Money} */
  const money = (amount) => {
    if (!code) code = require(`${__hooks}/lib/settings.js`).loadCurrencies(txApp).homeCurrency;
    return formatMoney(amount, /** @type {string} */ (code));
  };
  return template(params, money);
}

/**
 * Tells a customer about something with the template `kind`.
 * @param {core.App} txApp @param {string} userId @param {string} kind @param {Record<string, any>} params
 * @param {string} [currency] the home currency when the caller already has it (e.g. in a loop)
 * @returns {core.Record}
 */
function send(txApp, userId, kind, params, currency) {
  return notify(txApp, userId, build(txApp, kind, params, currency));
}

module.exports = { notify, send, build, TEMPLATES, ORDER_LABELS };
