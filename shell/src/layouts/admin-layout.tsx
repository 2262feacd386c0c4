import { Outlet, REMOTE_AREAS, signOut, staffMayAccess, useAuth, useNavigate } from '@fwd/shared-contracts';
import { Button, theme } from '@fwd/shared-ui';
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { loadRemoteApp, useRemotes } from '../remotes/remote-registry';
import { Columns } from './account-layout';
import { SideNav, type SideNavItem } from './side-nav';

export const ADMIN_AREAS = REMOTE_AREAS.filter((area) => area.layout === 'admin');

/** Loads every admin remote in the background so the sidebar can list their pages. */
export function useAdminRemotes(): void {
  useEffect(() => {
    ADMIN_AREAS.forEach((area) => void loadRemoteApp(area).catch(() => undefined));
  }, []);
}

export function AdminLayout({ children }: { children?: ReactNode }) {
  const auth = useAuth((s) => s);
  const navigate = useNavigate();
  const remotes = useRemotes((s) => s);
  useAdminRemotes();

  const items: SideNavItem[] = [{ to: '/admin', label: 'Dashboard', end: true }];
  const unavailable: string[] = [];
  for (const area of ADMIN_AREAS) {
    const app = remotes.loaded[area.id]?.app;
    if (!app) {
      if (remotes.failed[area.id]) unavailable.push(area.title);
      continue;
    }
    items.push(...app.nav.filter((item) => staffMayAccess(auth, item.roles)));
  }
  if (staffMayAccess(auth, ['admin'])) items.push({ to: '/admin/history', label: 'History' });

  return (
    <>
      <TopBar>
        <strong>Forwardly back office</strong>
        <span>
          {auth.record?.name || auth.record?.email}
          {auth.kind === 'staff' && (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                signOut();
                void navigate('/admin/login');
              }}
            >
              Sign out
            </Button>
          )}
        </span>
      </TopBar>
      <Main id="main">
        <Columns>
          {auth.kind === 'staff' ? (
            <SideNav
              label="Back office"
              items={items}
              note={unavailable.length > 0 ? `Unavailable right now: ${unavailable.join(', ')}.` : undefined}
            />
          ) : (
            <span />
          )}
          <div>{children ?? <Outlet />}</div>
        </Columns>
      </Main>
    </>
  );
}

const TopBar = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  background: #16263a;
  color: #fff;
  span {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(3)};
  }
`;

const Main = styled.main`
  padding: ${theme.space(6)} ${theme.space(4)};
`;
