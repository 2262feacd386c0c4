import { theme } from '@fwd/shared-ui';
import styled from 'styled-components';

/** Label/value pairs of a detail (a two-column description list that wraps long values). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${theme.space(2)} ${theme.space(4)};
  margin: 0;
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  code {
    font-family: ${theme.font.mono};
  }
`;
