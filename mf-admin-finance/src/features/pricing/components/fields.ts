import { theme } from '@fwd/shared-ui';
import styled from 'styled-components';

/** The pricing forms' fields, side by side while they fit, one a line on a phone. */
export const Fields = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
`;
