import { theme } from '@fwd/shared-ui';
import styled from 'styled-components';

/** Label/value pairs with the values right-aligned (fees, balances). */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) max-content;
  gap: ${theme.space(1.5)} ${theme.space(4)};
  margin: 0;
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** A row of Figures that stands out (the total), drawn with a rule above it. */
export const TotalRow = styled.div`
  display: contents;
  dt,
  dd {
    padding-top: ${theme.space(1.5)};
    border-top: 1px solid ${theme.color.border};
    color: ${theme.color.text};
    font-weight: 700;
  }
`;

/** A row of Figures that warns (money missing). */
export const ShortRow = styled.div`
  display: contents;
  dt,
  dd {
    color: ${theme.color.danger};
    font-weight: 700;
  }
`;

/** Label/value pairs of a detail (a two-column description list that wraps long values). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${theme.space(2)} ${theme.space(4)};
  margin: 0;
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  code {
    font-family: ${theme.font.mono};
  }
`;
