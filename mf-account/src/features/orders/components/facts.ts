import { Facts as KitFacts, theme } from '@fwd/shared-ui';
import styled from 'styled-components';

/** The kit's label/value list, spaced wider for the order's detail and actions. */
export const Facts = styled(KitFacts)`
  gap: ${theme.space(2)} ${theme.space(4)};
`;
