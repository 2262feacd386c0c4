import { PlainList } from '@fwd/shared-ui';
import styled from 'styled-components';

/** A list of cards in as many columns at least `$min` px wide as fit (one on a phone), `$gap` apart. */
export const CardGrid = styled(PlainList)<{ $min: number }>`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min}px), 1fr));
`;
