/** Being built: the frame and a notice until then. */
export { PendingPage as Component } from '@fwd/shared-ui';
