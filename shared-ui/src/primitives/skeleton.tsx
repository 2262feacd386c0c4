import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { theme } from '../theme/theme';

export interface SkeletonProps {
  /** Number of placeholder lines (default 3). */
  lines?: number;
  /** Height of each line (default 1em). */
  height?: string;
  /** Width of the last line (default: 60% when there are several lines); the others fill the width. */
  width?: string;
}

/** Grey placeholder lines while content loads; screen readers hear one "Loading" status. */
export function Skeleton({ lines = 3, height = '1em', width }: SkeletonProps) {
  const lastWidth = width ?? (lines > 1 ? '60%' : '100%');
  const { t } = useTranslation('ui');
  return (
    <SkeletonBox>
      <span role="status" className="visually-hidden">
        {t('state.loading')}
      </span>
      <SkeletonLines aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <SkeletonLine key={i} $height={height} $width={i === lines - 1 ? lastWidth : '100%'} />
        ))}
      </SkeletonLines>
    </SkeletonBox>
  );
}

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.45; }
  to { opacity: 1; }
`;

const SkeletonBox = styled.div`
  width: 100%;
`;

const SkeletonLines = styled.div`
  display: grid;
  gap: ${theme.space(2)};
`;

export const SkeletonLine = styled.span<{ $height?: string; $width?: string }>`
  display: block;
  height: ${({ $height = '1em' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  max-width: 100%;
  border-radius: 4px;
  background: ${theme.color.border};
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
