/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Each ledger line read through the records API carries `reference`: the order, shipment or top-up
// it is about, with the code a person knows it by (lib/ledger-references.js), or null.

onRecordsListRequest((e) => {
  const { ledgerReferences } = require(`${__hooks}/lib/ledger-references.js`);
  const references = ledgerReferences(
    e.app,
    e.records.map((record) => record.id),
  );
  for (const record of e.records) {
    record.withCustomData(true);
    record.set('reference', references.get(record.id) ?? null);
  }
  return e.next();
}, 'wallet_transactions');

onRecordViewRequest((e) => {
  const { ledgerReferences } = require(`${__hooks}/lib/ledger-references.js`);
  const record = /** @type {core.Record} */ (e.record);
  record.withCustomData(true);
  record.set('reference', ledgerReferences(e.app, [record.id]).get(record.id) ?? null);
  return e.next();
}, 'wallet_transactions');
