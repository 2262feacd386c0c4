/*
 * Form schemas, a second entry point (`@fwd/shared-contracts/schemas`) shared on its own, so zod
 * is downloaded with the first form rather than with every page.
 */
export * from './auth-schemas';
