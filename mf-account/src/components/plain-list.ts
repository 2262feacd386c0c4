import { theme } from '@fwd/shared-ui';
import styled from 'styled-components';

/** A list without bullets or indent, its items `$gap` steps of the theme's space apart (2 by default). */
export const PlainList = styled.ul<{ $gap?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ $gap = 2 }) => theme.space($gap)};
`;
