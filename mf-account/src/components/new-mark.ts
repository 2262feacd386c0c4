import { theme } from '@fwd/shared-ui';
import styled from 'styled-components';

/** The "New" pill on an unread notification or message (a word, never colour alone). */
export const NewMark = styled.span`
  padding: 0 ${theme.space(2)};
  border-radius: 999px;
  background: ${theme.color.primary};
  color: ${theme.color.primaryText};
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
`;
