import { PageHeading } from '../features/page/page-heading';

export function Component() {
  return <PageHeading title="Complaints" />;
}
