import styled from 'styled-components';
import { theme } from '../theme/theme';

/**
 * A table written by hand (a keyboard data-entry grid, a preview, a pick list), not a `DataTable`:
 * full width, its caption bold above it, each row ruled.
 */
export const RuledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: start;
    font-weight: 700;
    padding-bottom: ${theme.space(2)};
  }
  th,
  td {
    text-align: start;
    padding: ${theme.space(2)};
    border-bottom: 1px solid ${theme.color.border};
  }
`;
