import { theme } from '@fwd/shared-ui';
import type { ReactNode } from 'react';
import { PageOutlet } from '../app/root-frame';
import styled from 'styled-components';

export function BlankLayout({ children }: { children?: ReactNode }) {
  return (
    <Centered id="main">
      <PageOutlet>{children}</PageOutlet>
    </Centered>
  );
}

const Centered = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${theme.space(4)};
  > * {
    width: min(440px, 100%);
  }
`;
