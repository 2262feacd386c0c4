/** Pages of DESIGN 2.1 whose screens are not built yet (issues 10-12): the frame and a notice. */
export { PendingPage as Component } from '@fwd/shared-ui';
