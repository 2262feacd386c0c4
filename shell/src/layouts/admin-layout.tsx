import { REMOTE_AREAS, signOut, staffMayAccess, useAuth, useNavigate, useTranslation } from '@fwd/shared-contracts';
import { Button, theme } from '@fwd/shared-ui';
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { PageOutlet } from '../app/root-frame';
import { HeaderBell } from '../features/notifications/header-bells';
import { loadRemoteApp, useRemotes } from '../remotes/remote-registry';
import { Columns } from './account-layout';
import { LanguageSwitch } from './language-switch';
import { SideNav, type SideNavItem } from './side-nav';

export const ADMIN_AREAS = REMOTE_AREAS.filter((area) => area.layout === 'admin');

/** Loads every admin remote in the background so the sidebar can list their pages. */
export function useAdminRemotes(): void {
  useEffect(() => {
    ADMIN_AREAS.forEach((area) => void loadRemoteApp(area).catch(() => undefined));
  }, []);
}

export function AdminLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const auth = useAuth((s) => s);
  const navigate = useNavigate();
  const remotes = useRemotes((s) => s);
  useAdminRemotes();

  const items: SideNavItem[] = [{ to: '/admin', label: t('shell:pages.dashboard'), end: true }];
  const unavailable: string[] = [];
  for (const area of ADMIN_AREAS) {
    const app = remotes.loaded[area.id]?.app;
    if (!app) {
      if (remotes.failed[area.id]) unavailable.push(t(`shell:areas.${area.id}`));
      continue;
    }
    items.push(
      ...app.nav.filter((item) => staffMayAccess(auth, item.roles)).map((item) => ({ ...item, label: t(item.label) })),
    );
  }
  if (staffMayAccess(auth, ['admin'])) items.push({ to: '/admin/history', label: t('shell:pages.history') });

  return (
    <>
      <TopBar>
        <strong>{t('shell:backOfficeBrand')}</strong>
        <span>
          <LanguageSwitch tone="dark" />
          <HeaderBell />
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
              {t('shell:header.signOut')}
            </Button>
          )}
        </span>
      </TopBar>
      <Main id="main">
        <Columns>
          {auth.kind === 'staff' ? (
            <SideNav
              label={t('shell:nav.backOffice')}
              items={items}
              note={unavailable.length > 0 ? t('shell:nav.unavailable', { areas: unavailable.join(', ') }) : undefined}
            />
          ) : (
            <span />
          )}
          <div>
            <PageOutlet>{children}</PageOutlet>
          </div>
        </Columns>
      </Main>
    </>
  );
}

const TopBar = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)} ${theme.space(4)};
  background: ${theme.color.chrome};
  color: ${theme.color.chromeText};
  span {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(3)};
  }
  a {
    color: ${theme.color.chromeText};
  }
`;

const Main = styled.main`
  padding: ${theme.space(6)} ${theme.space(4)};
  @media (max-width: ${theme.breakpoint.sm}) {
    padding: ${theme.space(4)} ${theme.space(3)};
  }
`;
