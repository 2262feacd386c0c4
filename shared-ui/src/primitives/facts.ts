import styled from 'styled-components';
import { theme } from '../theme/theme';

/** Label/value pairs of a detail: a two-column description list (`dt`, `dd`) that wraps long values. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${theme.space(1)} ${theme.space(3)};
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
