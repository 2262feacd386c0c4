/*
 * The typed custom routes, a third entry point (`@fwd/shared-contracts/api`): like the schemas it
 * is not a shared singleton, so zod loads with the first page that calls one of these routes.
 */
export * from './summary';
