import { Outlet, ScrollRestoration } from '@fwd/shared-contracts';
import { NavigationProgress } from '../layouts/navigation-progress';

export function RootFrame() {
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
