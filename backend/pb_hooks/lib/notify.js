/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// Every customer notification is built here and saved as a `notifications` row (shown in the bell,
// realtime) holding a message key and its values (`key`, `values`): the pages render them in the
// reader's language from the catalog `lib/notification-words/<language>.json` (a byte-identical
// copy is shared-contracts/src/i18n/notifications, see docs/decisions.md). `title` and `body`
// keep the English text as well, for rows made before the key existed and for readers without it.
//
// A value is a string or number shown as it is, or an object the reader's page formats:
// `{ money, currency }` (an amount in the currency's minor unit), `{ number }`, `{ date }` (ISO),
// `{ key, values? }` (another message of the catalog), or a list of values (joined by spaces).

const TRANSACTIONS = '/account/transaction';
const LANGUAGES = ['en', 'vi'];

/** @typedef {{ key: string, values: Record<string, any>, link: string }} Message */

/** @param {number} amount @param {string} currency */
const money = (amount, currency) => ({ money: Math.round(amount), currency });
/** @param {string} key @param {Record<string, any>} [values] */
const message = (key, values) => (values ? { key, values } : { key });

/**
 * What a refund was asked for, as a message naming its order or shipment.
 * @param {core.App} app @param {{ order?: string, fulfillment?: string }} p
 */
function refundTarget(app, p) {
  for (const [field, collection, key] of [
    ['order', 'orders', 'target.order'],
    ['fulfillment', 'fulfillments', 'target.shipment'],
  ]) {
    const id = /** @type {Record<string, string | undefined>} */ (p)[field];
    if (!id) continue;
    try {
      return message(key, { code: app.findRecordById(collection, id).getString('code') });
    } catch {
      // Gone: name the request instead.
    }
  }
  return message('target.unknown');
}

/**
 * One template per kind of notification: (params, app, currency) → message key, values and link.
 * @type {Record<string, (p: any, app: core.App, currency: () => string) => Message>}
 */
const TEMPLATES = {
  /** @param {{ amount: number, reason: string }} p signed amount */
  walletAdjusted: (p, _app, currency) => ({
    key: p.amount > 0 ? 'walletCredited' : 'walletDebited',
    values: { amount: money(Math.abs(p.amount), currency()), reason: p.reason },
    link: TRANSACTIONS,
  }),
  /** @param {{ id: string, reference: string, amount: number, reason: string }} p */
  rechargeApproved: (p, _app, currency) => ({
    key: 'topUpApproved',
    values: { reference: p.reference, amount: money(p.amount, currency()), reason: p.reason },
    link: `/account/recharge?id=${p.id}`,
  }),
  /** @param {{ id: string, reference: string, reason: string }} p */
  rechargeRejected: (p) => ({
    key: 'topUpRejected',
    values: { reference: p.reference, reason: p.reason },
    link: `/account/recharge?id=${p.id}`,
  }),
  /** @param {{ id: string, amount: number, note: string, order?: string, fulfillment?: string }} p */
  refundApproved: (p, app, currency) => ({
    key: 'refundApproved',
    values: { target: refundTarget(app, p), amount: money(p.amount, currency()), note: p.note },
    link: `/account/refund?id=${p.id}`,
  }),
  /** @param {{ id: string, note: string, order?: string, fulfillment?: string }} p */
  refundRejected: (p, app) => ({
    key: 'refundRejected',
    values: { target: refundTarget(app, p), note: p.note },
    link: `/account/refund?id=${p.id}`,
  }),
  /**
   * The order's new status; `note` is free text, `line` a sentence of the catalog (`orderLine.*`),
   * `tracking` the seller's tracking codes, the amounts add a sentence each.
   * @param {{ id: string, code: string, status: string, note?: string, line?: string, tracking?: string[],
   *   paid?: number, supplementPaid?: number, refunded?: number, repriceRefunded?: number,
   *   supplementDue?: number }} p
   */
  orderStatus: (p, _app, currency) => {
    const lines = [];
    if (p.note) lines.push(p.note);
    if (p.line) lines.push(message(`orderLine.${p.line}`));
    if (p.tracking?.length) lines.push(message('orderLine.tracking', { codes: p.tracking.join(', ') }));
    for (const name of ['paid', 'supplementPaid', 'refunded', 'repriceRefunded', 'supplementDue']) {
      const amount = /** @type {Record<string, any>} */ (p)[name];
      if (amount) lines.push(message(`orderLine.${name}`, { amount: money(amount, currency()) }));
    }
    return {
      key: 'orderStatus',
      values: { code: p.code, status: message(`orderStatusName.${p.status}`), lines },
      link: `/account/order?id=${p.id}`,
    };
  },
  /** @param {{ trackingCode: string, link: string }} p */
  parcelReceived: (p) => ({ key: 'parcelReceived', values: { trackingCode: p.trackingCode }, link: p.link }),
  /** @param {{ id: string, trackingCode: string, orderCode: string }} p */
  parcelMatched: (p) => ({
    key: 'parcelMatched',
    values: { trackingCode: p.trackingCode, orderCode: p.orderCode },
    link: `/account/parcel?id=${p.id}`,
  }),
  /** @param {{ code: string, total: number, link: string }} p */
  fulfillmentPaid: (p, _app, currency) => ({
    key: 'shipmentPaid',
    values: { code: p.code, amount: money(p.total, currency()) },
    link: p.link,
  }),
  /** @param {{ code: string, refunded: number, reason?: string, link: string }} p */
  fulfillmentCancelled: (p, _app, currency) => ({
    key: 'shipmentCancelled',
    values: {
      code: p.code,
      lines: [
        ...(p.reason ? [p.reason] : []),
        p.refunded > 0
          ? message('shipmentLine.refunded', { amount: money(p.refunded, currency()) })
          : message('shipmentLine.kept'),
      ],
    },
    link: p.link,
  }),
  /** @param {{ trackingCode: string }} p */
  parcelClaimRejected: (p) => ({
    key: 'parcelClaimRejected',
    values: { trackingCode: p.trackingCode },
    link: '/account/parcel',
  }),
  /** @param {{ id: string, trackingCode: string, reason: string }} p */
  parcelReturned: (p) => ({
    key: 'parcelReturned',
    values: { trackingCode: p.trackingCode, reason: p.reason },
    link: `/account/parcel?id=${p.id}`,
  }),
  /**
   * A shipment's step after payment (packing, packed, shipped, delivered).
   * @param {{ code: string, status: string, weightKg?: number, carrier?: string, trackingNo?: string,
   *   link: string }} p
   */
  fulfillmentStatus: (p) => ({
    key: `shipment${p.status.charAt(0).toUpperCase()}${p.status.slice(1)}`,
    values: {
      code: p.code,
      ...(p.status === 'packed' ? { weight: { number: p.weightKg ?? 0 } } : {}),
      ...(p.status === 'shipped' ? { carrier: p.carrier ?? '', trackingNo: p.trackingNo ?? '' } : {}),
    },
    link: p.link,
  }),
  /** @param {{ id: string }} p */
  complaintReceived: (p) => ({ key: 'complaintReceived', values: {}, link: `/account/complain/${p.id}` }),
  /** @param {{ id: string, status: string, resolution: string, refund?: number }} p */
  complaintStatus: (p, _app, currency) => ({
    key:
      p.status === 'rejected'
        ? 'complaintRejected'
        : p.status === 'resolved'
          ? 'complaintResolved'
          : 'complaintInProgress',
    values: {
      lines: [
        ...(p.resolution ? [p.resolution] : []),
        ...(p.refund && p.refund > 0 ? [message('complaintLine.refund', { amount: money(p.refund, currency()) })] : []),
      ],
    },
    link: `/account/complain/${p.id}`,
  }),
  /** @param {{ id: string, body: string }} p */
  complaintReply: (p) => ({ key: 'complaintReply', values: { text: p.body }, link: `/account/complain/${p.id}` }),
  /** @param {{ trackingCode: string, ends: string, daysLeft: number, feePerDay: number, link: string }} p */
  storageWarning: (p, _app, currency) => ({
    key: 'storageWarning',
    values: {
      trackingCode: p.trackingCode,
      ends: { date: p.ends },
      count: p.daysLeft,
      fee: money(p.feePerDay, currency()),
    },
    link: p.link,
  }),
  /** @param {{ body: string }} p */
  supportReply: (p) => ({
    key: 'supportReply',
    values: { text: p.body ? p.body.slice(0, 200) : message('supportReply.picture') },
    link: '/account/conversation',
  }),
};

/** @type {Record<string, any>} */
const catalogs = {};

/** The words of a language (English for any other). @param {string} language */
function wordsOf(language) {
  const lang = LANGUAGES.includes(language) ? language : 'en';
  if (!catalogs[lang]) catalogs[lang] = require(`${__hooks}/lib/notification-words/${lang}.json`);
  return catalogs[lang];
}

/** @param {any} words @param {string} path */
function lookup(words, path) {
  let node = words;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** Digits grouped the way the language writes them. @param {string} text @param {string} language */
function localDigits(text, language) {
  if (language !== 'vi') return text;
  return text.replace(/[.,]/g, (c) => (c === ',' ? '.' : ','));
}

/**
 * One value as text in a language.
 * @param {any} value @param {string} language
 * @returns {string}
 */
function renderValue(value, language) {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) {
    return value
      .map((v) => renderValue(v, language))
      .filter(Boolean)
      .join(' ');
  }
  if (typeof value !== 'object') return String(value);
  const { formatMoney } = require(`${__hooks}/lib/money.js`);
  if (typeof value.money === 'number') return localDigits(formatMoney(value.money, String(value.currency)), language);
  if (typeof value.number === 'number') return localDigits(String(value.number), language);
  if (typeof value.date === 'string') return value.date.slice(0, 10);
  if (typeof value.key === 'string') return renderText(language, value.key, value.values ?? {});
  return '';
}

/**
 * A message of the catalog in a language with its values filled in; '' when the catalog has no
 * such message. A numeric `count` picks the plural form (`_one`, `_other`) where there is one.
 * @param {string} language @param {string} path @param {Record<string, any>} values
 * @returns {string}
 */
function renderText(language, path, values) {
  const words = wordsOf(language);
  let text;
  if (typeof values.count === 'number') {
    const form = language === 'en' && values.count === 1 ? 'one' : 'other';
    text = lookup(words, `${path}_${form}`);
  }
  if (text === undefined) text = lookup(words, path);
  if (text === undefined) return '';
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name) => renderValue(values[name], language));
}

/**
 * A notification's title and body in a language.
 * @param {string} language @param {string} key @param {Record<string, any>} values
 */
function render(language, key, values) {
  return { title: renderText(language, `${key}.title`, values), body: renderText(language, `${key}.body`, values) };
}

/**
 * Saves a `notifications` row for the customer: the message key and values, and its English text.
 * @param {core.App} txApp @param {string} userId
 * @param {Message} msg
 * @returns {core.Record}
 */
function notify(txApp, userId, { key, values, link }) {
  const { title, body } = render('en', key, values);
  if (!title) throw new Error(`notify: no words for ${key}`);
  const row = new Record(txApp.findCollectionByNameOrId('notifications'));
  row.set('user', userId);
  row.set('key', key);
  row.set('values', values);
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
  let code = currency;
  const home = () => {
    if (!code) code = /** @type {string} */ (require(`${__hooks}/lib/settings.js`).loadCurrencies(txApp).homeCurrency);
    return code;
  };
  return template(params, txApp, home);
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

module.exports = { notify, send, build, render, renderText, wordsOf, TEMPLATES, LANGUAGES };
