/** The kit's list without bullets; this path stays for the pages that import it from here. */
export { PlainList } from '@fwd/shared-ui';
