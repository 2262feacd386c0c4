import styled from 'styled-components';
import { theme } from '../../theme/theme';

/** "Select <name>" when the page names its rows, else "Select row <n>". */
export function selectLabel<Row>(
  t: (key: string, options?: Record<string, unknown>) => string,
  rowName: ((row: Row) => string) | undefined,
  row: Row,
  n: number,
): string {
  const name = rowName?.(row);
  return name ? t('table.selectNamed', { name }) : t('table.selectRow', { n });
}

/** The row's code as the button that opens it: looks like a link, acts as a button. */
export const RowOpener = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${theme.color.primary};
  text-align: inherit;
  text-decoration: underline;
  cursor: pointer;
  min-height: 24px;
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
