/**
 * Packages every app shares as singletons. react-router is not listed on its own: it is shipped
 * inside @fwd/shared-contracts, which re-exports only the parts the apps use (see
 * docs/decisions.md, "Sharing the router through shared-contracts"). The form schemas entry
 * (`@fwd/shared-contracts/schemas`) is not shared: it holds no state, and sharing it would make
 * every page load zod before first paint.
 */
export const federationShared = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  zustand: { singleton: true, requiredVersion: '^5.0.0' },
  'styled-components': { singleton: true, requiredVersion: '^6.0.0' },
  pocketbase: { singleton: true, requiredVersion: '^0.28.0' },
  '@fwd/shared-contracts': { singleton: true, requiredVersion: '^1.0.0' },
  '@fwd/shared-ui': { singleton: true, requiredVersion: '^1.0.0' },
};
