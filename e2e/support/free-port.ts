export { freePort } from '../../scripts/lib/ports.mjs';
