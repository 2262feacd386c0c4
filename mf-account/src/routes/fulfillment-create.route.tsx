// Replaced by the page being built; until then the "not built yet" page.
export { Component, loader } from './page-pending.route';
