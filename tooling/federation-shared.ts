/**
 * Packages every app shares as singletons. react-router is not listed on its own: it is shipped
 * inside @fwd/shared-contracts, which re-exports only the parts the apps use (see
 * docs/decisions.md, "Sharing the router through shared-contracts"). The form schemas entry
 * (`@fwd/shared-contracts/schemas`) is not shared: it holds no state, and sharing it would make
 * every page load zod before first paint.
 *
 * No `requiredVersion`: the federation runtime checked it (a warning, never a refusal) with a semver
 * parser that compiles its regular expressions on every call, about 150 ms of a phone's start-up
 * at 4× CPU for the shell and each remote. The workspace pins one version of each package, and a
 * remote built against another contract is refused by its contract version (`checkRemoteApp`).
 */
const noVersionCheck = { singleton: true, requiredVersion: false } as const;

export const federationShared = {
  react: noVersionCheck,
  'react-dom': noVersionCheck,
  zustand: noVersionCheck,
  'styled-components': noVersionCheck,
  pocketbase: noVersionCheck,
  '@fwd/shared-contracts': noVersionCheck,
  '@fwd/shared-ui': noVersionCheck,
};
