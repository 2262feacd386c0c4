import { RECORD_ID, requireParam, type LoaderFunctionArgs } from '@fwd/shared-contracts';

/** A malformed `:id` is a 404 like an unknown path, before any request. */
export function loader({ params }: LoaderFunctionArgs) {
  if ('id' in params) requireParam(params, 'id', RECORD_ID);
  return null;
}

/** Pages of DESIGN 2.1 whose screens are not built yet (issues 8 and 9): the frame and a notice. */
export { PendingPage as Component } from '@fwd/shared-ui';
