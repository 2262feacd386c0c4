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

export const Row = styled.div<{ $gap?: number }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ $gap = 3 }) => theme.space($gap)};
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
