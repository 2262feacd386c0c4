import { NavLink } from '@fwd/shared-contracts';
import { theme } from '@fwd/shared-ui';
import styled from 'styled-components';

export interface SideNavItem {
  to: string;
  label: string;
  end?: boolean;
}

export function SideNav({ label, items, note }: { label: string; items: SideNavItem[]; note?: string }) {
  return (
    <Aside aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      {note && <Note>{note}</Note>}
    </Aside>
  );
}

const Aside = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${theme.space(1)};
  }
  a {
    display: block;
    padding: ${theme.space(2)} ${theme.space(3)};
    border-radius: ${theme.radius};
    color: ${theme.color.text};
    text-decoration: none;
  }
  a.active {
    background: ${theme.color.primarySoft};
    color: ${theme.color.primary};
    font-weight: 700;
  }
  @media (max-width: ${theme.breakpoint.md}) {
    ul {
      display: flex;
      overflow-x: auto;
      gap: ${theme.space(2)};
    }
    a {
      white-space: nowrap;
    }
  }
`;

const Note = styled.p`
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;
