import { Card, Stack } from '@fwd/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Narrow>
      <Card>
        <Stack $gap={5}>
          <div>
            <h1>{title}</h1>
            {intro}
          </div>
          {children}
        </Stack>
      </Card>
    </Narrow>
  );
}

const Narrow = styled.div`
  max-width: 440px;
  margin: 0 auto;
  h1 {
    margin: 0 0 4px;
  }
`;
