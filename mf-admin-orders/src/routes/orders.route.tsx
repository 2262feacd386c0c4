/** Being built (issue 10/12): the frame and a notice until then. */
export { PendingPage as Component } from '@fwd/shared-ui';
