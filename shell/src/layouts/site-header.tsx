import { Link, NavLink, signOut, useAuth, useNavigate, useTranslation } from '@fwd/shared-contracts';
import { Button, PHONE_QUERY, theme, useMediaQuery } from '@fwd/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { HeaderBell } from '../features/notifications/header-bells';
import { HeaderMenu } from './header-menu';
import { LanguageSwitch } from './language-switch';

/**
 * The header: the brand, then the language, the bell and the account's links. On a phone a
 * signed-in person's language and account links sit behind one menu button, so the header is one
 * row above the page.
 */
export function SiteHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const auth = useAuth((s) => s);
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_QUERY);
  const account =
    auth.kind === 'customer' ? (
      <>
        <NavLink to="/account/dashboard">{t('shell:header.myAccount')}</NavLink>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            signOut();
            void navigate('/');
          }}
        >
          {t('shell:header.signOut')}
        </Button>
      </>
    ) : auth.kind === 'staff' ? (
      <NavLink to="/admin">{t('shell:header.backOffice')}</NavLink>
    ) : null;
  return (
    <Header>
      <Inner>
        <Brand to="/" aria-label={t('shell:header.home')}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {t('shell:brand')}
        </Brand>
        <Nav aria-label={t('shell:header.main')}>
          {children}
          {account && phone ? (
            <>
              {auth.kind === 'customer' && <HeaderBell />}
              <HeaderMenu label={t('shell:header.menu')}>
                <LanguageSwitch />
                {account}
              </HeaderMenu>
            </>
          ) : (
            <>
              <LanguageSwitch />
              {auth.kind === 'customer' && <HeaderBell />}
              {account}
            </>
          )}
          {auth.kind === null && (
            <>
              <NavLink to="/login" data-guest-only="">
                {t('shell:header.logIn')}
              </NavLink>
              <Button as={Link} to="/register" data-guest-only="">
                {t('shell:header.signUp')}
              </Button>
            </>
          )}
        </Nav>
      </Inner>
    </Header>
  );
}

const Header = styled.header`
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
`;

const Inner = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: ${theme.space(3)} ${theme.space(4)};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  flex-wrap: wrap;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  font-weight: 800;
  font-size: 1.2rem;
  color: ${theme.color.text};
  text-decoration: none;
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  flex-wrap: wrap;
  a.active {
    font-weight: 700;
  }
`;
