/*
 * The typed custom routes, a third entry point (`@fwd/shared-contracts/api`): like the schemas it
 * is not a shared singleton, so zod loads with the first page that calls one of these routes.
 */
export * from './summary';
export { recordIdSchema, type ApiClient, type CallOptions } from './client';
export * from './terms';
export * from './errors';
export * from './record-schemas';
export * from './shop';
export * from './catalog';
export * from './fulfillments';
export * from './orders-admin';
export * from './parcels';
export * from './wallet';
export * from './complaints';
export * from './customers';
export * from './reports';
export * from './carts-admin';
export * from './ledger-admin';
export * from './packing';
