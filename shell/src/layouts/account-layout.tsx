import { useTranslation, type NavItem } from '@fwd/shared-contracts';
import { PageContainer, theme } from '@fwd/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageOutlet } from '../app/root-frame';
import { useRemotes } from '../remotes/remote-registry';
import { SideNav } from './side-nav';
import { SiteHeader } from './site-header';

/** One empty list: a new `[]` on every read would make the store's snapshot change each render. */
const NO_NAV: readonly NavItem[] = [];

export function AccountLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const nav = useRemotes((s) => s.loaded.account?.app.nav ?? NO_NAV);
  return (
    <>
      <SiteHeader />
      <PageContainer id="main">
        <Columns>
          <SideNav label={t('shell:nav.account')} items={nav.map((item) => ({ to: item.to, label: t(item.label) }))} />
          <div>
            <PageOutlet>{children}</PageOutlet>
          </div>
        </Columns>
      </PageContainer>
    </>
  );
}

export const Columns = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: ${theme.space(6)};
  align-items: start;
  @media (max-width: ${theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
