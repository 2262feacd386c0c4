import styled from 'styled-components';
import { theme } from '../theme/theme';

export const Card = styled.section`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: ${theme.space(6)};
`;

export const Stack = styled.div<{ $gap?: number }>`
  display: grid;
  gap: ${({ $gap = 4 }) => theme.space($gap)};
`;

export const Row = styled.div<{
  $gap?: number;
  $align?: 'center' | 'baseline' | 'flex-start' | 'flex-end' | 'stretch';
  $justify?: 'flex-start' | 'flex-end' | 'space-between' | 'center';
}>`
  display: flex;
  flex-wrap: wrap;
  align-items: ${({ $align = 'center' }) => $align};
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
  gap: ${({ $gap = 3 }) => theme.space($gap)};
`;

/** A list with no bullets or indent, its items `$gap` apart (style the items where they differ). */
export const PlainList = styled.ul<{ $gap?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ $gap = 2 }) => theme.space($gap)};
`;

export const PageContainer = styled.main`
  width: 100%;
  max-width: 1120px;
  margin: 0 auto;
  padding: ${theme.space(6)} ${theme.space(4)};
`;

export const Muted = styled.p`
  color: ${theme.color.muted};
  margin: 0;
`;

/** A bar of actions kept in view at the bottom while something is picked (rows, parcels). */
export const StickyBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.bar};
`;
