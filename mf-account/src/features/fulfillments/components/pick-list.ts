import { theme } from '@fwd/shared-ui';
import styled from 'styled-components';

/** A group of choices (checkboxes or radios) with its heading as the legend. */
export const ChoiceGroup = styled.fieldset`
  display: grid;
  gap: ${theme.space(3)};
  min-width: 0;
  margin: 0;
  padding: ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  legend {
    padding: 0 ${theme.space(1)};
  }
  legend h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

/** The choices of a group, one card each. */
export const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(2)};
`;

/**
 * One choice: its control and label on the first line, its details below. One that cannot be
 * chosen (`$muted`) is set apart by a grey card, never by fading its words (they would fail contrast).
 */
export const Choice = styled.li<{ $chosen?: boolean; $muted?: boolean }>`
  display: grid;
  gap: ${theme.space(1)};
  min-width: 0;
  padding: ${theme.space(3)};
  border: ${({ $chosen }) => ($chosen ? '2px' : '1px')} solid
    ${({ $chosen }) => ($chosen ? theme.color.primary : theme.color.border)};
  border-radius: ${theme.radius};
  background: ${({ $muted }) => ($muted ? theme.color.neutralBg : theme.color.surface)};
  overflow-wrap: anywhere;
`;

/** The control and its label, a large target for a finger. */
export const ChoiceLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 32px;
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${theme.color.primary};
  }
  input:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  label {
    cursor: pointer;
    font-weight: 600;
    min-width: 0;
  }
  input:disabled + label {
    cursor: not-allowed;
  }
`;

/** Small details under a choice, wrapping on a phone. */
export const Details = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(3)};
  padding-left: 28px;
  color: ${theme.color.muted};
  font-size: 0.925rem;
`;

/** The problem of a group, said when the customer tries to go on without it. */
export const Problem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-weight: 600;
`;
