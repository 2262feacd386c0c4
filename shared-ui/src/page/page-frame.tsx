import { Link } from '@fwd/shared-contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../theme/theme';

export interface Breadcrumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

export interface PageFrameProps {
  title: string;
  breadcrumbs?: Breadcrumb[];
  /** Buttons or links beside the title (stacked under it on a phone). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A page's heading block: breadcrumbs, the one `h1`, its actions, then the content. */
export function PageFrame({ title, breadcrumbs, actions, children }: PageFrameProps) {
  const { t } = useTranslation('ui');
  return (
    <Frame>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <nav aria-label={t('page.breadcrumbs')}>
          <Crumbs>
            {breadcrumbs.map((crumb, i) => (
              <li key={`${i}-${crumb.label}`}>
                {crumb.to && i < breadcrumbs.length - 1 ? (
                  <Link to={crumb.to}>{crumb.label}</Link>
                ) : (
                  <span aria-current={i === breadcrumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
                )}
              </li>
            ))}
          </Crumbs>
        </nav>
      )}
      <Header>
        <Title>{title}</Title>
        {actions && <Actions>{actions}</Actions>}
      </Header>
      {children}
    </Frame>
  );
}

const Frame = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  min-width: 0;
`;

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  color: ${theme.color.muted};
  li {
    overflow-wrap: anywhere;
  }
  li + li::before {
    content: '/';
    margin-right: ${theme.space(1)};
    color: ${theme.color.border};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  @media (max-width: ${theme.breakpoint.sm}) {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.375rem, 4vw, 1.75rem);
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  @media (max-width: ${theme.breakpoint.sm}) {
    > * {
      flex: 1 1 auto;
    }
  }
`;
