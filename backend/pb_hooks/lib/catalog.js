/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// The catalog's link matching (docs/catalog-search.md): a marketplace link is reduced to a key
// that ignores the tracking parameters, language prefixes and mobile hosts marketplaces add, so a
// link pasted from an app finds the product whose `source_url` was written from the desktop site.

/**
 * Which marketplace a link is from, and its key: `taobao:<id>` (Taobao and Tmall share item
 * ids), `1688:<offer id>`, or `url:<host><path>` for any other shop. '' for anything but http(s).
 * @param {string} url
 * @returns {{ source: 'taobao' | 'tmall' | '1688' | 'other', key: string }}
 */
function parseLink(url) {
  const match = /^https?:\/\/([^/?#:]+)(?::\d+)?([^?#]*)(\?[^#]*)?/i.exec(String(url || '').trim());
  if (!match) return { source: 'other', key: '' };
  const host = match[1].toLowerCase().replace(/^www\./, '');
  const path = match[2] || '/';
  const query = match[3] || '';
  const param = (/** @type {string} */ name) => {
    const found = new RegExp(`[?&]${name}=(\\d{5,20})(?:&|$)`).exec(query);
    return found ? found[1] : '';
  };
  if (/(^|\.)1688\.com$/.test(host)) {
    const offer = /\/offer\/(\d{5,20})\.html/.exec(path);
    const id = offer ? offer[1] : param('offerId');
    if (id) return { source: '1688', key: `1688:${id}` };
    return { source: '1688', key: `url:${host}${path.replace(/\/+$/, '')}` };
  }
  const isTmall = /(^|\.)tmall\.(com|hk)$/.test(host);
  if (isTmall || /(^|\.)taobao\.com$/.test(host)) {
    const inPath = /\/item\/(\d{5,20})\.htm/.exec(path);
    const id = param('id') || (inPath ? inPath[1] : '');
    const source = isTmall ? 'tmall' : 'taobao';
    if (id) return { source, key: `taobao:${id}` };
    return { source, key: `url:${host}${path.replace(/\/+$/, '')}` };
  }
  return { source: 'other', key: `url:${host}${path.replace(/\/+$/, '').toLowerCase()}` };
}

/** The matching key of a product's source link ('' when it has none). @param {string} url */
function sourceKey(url) {
  return parseLink(url).key;
}

module.exports = { parseLink, sourceKey };
