/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// What customers hold in their carts, one row per customer (GET /api/admin/carts, sales): a GROUP BY
// over cart_items on its (user, created) index, valued at today's rate on the server.

const PER_PAGE = 30;

/**
 * @param {core.App} app @param {{ q: string, page: number }} query
 */
function customerCarts(app, { q, page }) {
  const pricing = require(`${__hooks}/lib/settings.js`);
  const settings = pricing.loadSettings(app);
  const rate = pricing.rateOrZero(app, settings);
  /** @type {Record<string, unknown>} */
  const params = {};
  let where = '';
  if (q) {
    // LIKE with the customer's words escaped, as PocketBase's own `~` does.
    params.q = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where = "WHERE (u.code LIKE {:q} ESCAPE '\\' OR u.name LIKE {:q} ESCAPE '\\' OR u.email LIKE {:q} ESCAPE '\\')";
  }
  const from = `FROM cart_items c JOIN users u ON u.id = c.user ${where}`;
  const total = new DynamicModel({ n: 0 });
  app.db().newQuery(`SELECT COUNT(DISTINCT c.user) AS n ${from}`).bind(params).one(total);
  const rows = arrayOf(
    new DynamicModel({ id: '', code: '', name: '', email: '', lines: 0, qty: 0, valueSrc: 0, oldest: '', newest: '' }),
  );
  app
    .db()
    .newQuery(
      `SELECT u.id AS id, u.code AS code, u.name AS name, u.email AS email, COUNT(*) AS lines, SUM(c.qty) AS qty,
         SUM(c.qty * c.unit_price_src) AS valueSrc, MIN(c.created) AS oldest, MAX(c.created) AS newest
       ${from} GROUP BY c.user ORDER BY oldest ASC, u.id LIMIT ${PER_PAGE} OFFSET ${(page - 1) * PER_PAGE}`,
    )
    .bind(params)
    .all(rows);
  return {
    page,
    perPage: PER_PAGE,
    totalItems: total.n,
    sourceCurrency: settings.sourceCurrency,
    homeCurrency: settings.homeCurrency,
    items: rows.map((row) => ({
      user: { id: row.id, code: row.code, name: row.name, email: row.email },
      lines: row.lines,
      qty: row.qty,
      valueSrc: row.valueSrc,
      value: rate > 0 ? pricing.toHome(row.valueSrc, rate, settings) : 0,
      oldest: row.oldest,
      newest: row.newest,
    })),
  };
}

module.exports = { customerCarts };
