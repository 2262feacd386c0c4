import { Facts, theme } from '@fwd/shared-ui';
import styled from 'styled-components';

/** The kit's label/value list spaced for a detail page or drawer (parcel, shipment, refund). */
export const DetailFacts = styled(Facts)`
  gap: ${theme.space(2)} ${theme.space(4)};
`;

/** Label/value pairs with the values right-aligned (fees, balances, what can be refunded). */
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
