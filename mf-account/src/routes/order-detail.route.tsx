import { RECORD_ID, requireParam, type LoaderFunctionArgs } from '@fwd/shared-contracts';
import { PageHeading } from '../features/page/page-heading';

/** A malformed id is a 404 before anything is fetched. */
export function loader({ params, request }: LoaderFunctionArgs) {
  return { id: requireParam(params, 'id', RECORD_ID, new URL(request.url).pathname) };
}

export function Component() {
  return <PageHeading title="Order" />;
}
