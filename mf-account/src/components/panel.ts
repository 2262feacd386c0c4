import { theme } from '@fwd/shared-ui';
import styled from 'styled-components';

const TONES = {
  plain: { border: theme.color.border, background: theme.color.bg, heading: 'inherit' },
  raised: { border: theme.color.border, background: theme.color.surface, heading: 'inherit' },
  warning: { border: theme.color.warning, background: theme.color.warningBg, heading: theme.color.warning },
} as const;

/**
 * A bordered box inside a page or drawer (a supplement due, what can be refunded, declare
 * results): its parts `$gap` theme steps apart, its heading and paragraphs unspaced.
 */
export const Panel = styled.section<{ $tone?: keyof typeof TONES; $gap?: number }>`
  display: grid;
  gap: ${({ $gap = 3 }) => theme.space($gap)};
  padding: ${theme.space(4)};
  border: 1px solid ${({ $tone = 'plain' }) => TONES[$tone].border};
  border-radius: ${theme.radius};
  background: ${({ $tone = 'plain' }) => TONES[$tone].background};
  h2,
  h3 {
    margin: 0;
    font-size: 1.05rem;
    color: ${({ $tone = 'plain' }) => TONES[$tone].heading};
  }
  p {
    margin: 0;
  }
`;
