import { useTranslation } from '@fwd/shared-contracts';
import { PageContainer, theme } from '@fwd/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageOutlet } from '../app/root-frame';
import { SiteHeader } from './site-header';

export function DefaultLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Frame>
      <SiteHeader />
      <PageContainer id="main">
        <PageOutlet>{children}</PageOutlet>
      </PageContainer>
      <Footer>
        <span>{t('shell:footer', { year: new Date().getFullYear() })}</span>
      </Footer>
    </Frame>
  );
}

/*
 * The page area is at least a screen tall, so the footer starts below the fold and never jumps
 * down when a page's content arrives (a layout shift on every public page that loads data).
 */
const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto minmax(100vh, 1fr) auto;
`;

const Footer = styled.footer`
  padding: ${theme.space(6)} ${theme.space(4)};
  text-align: center;
  color: ${theme.color.muted};
  border-top: 1px solid ${theme.color.border};
`;
