import { theme } from '@fwd/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface DetailSectionProps {
  /** The heading's id: the section is the region it names. */
  id: string;
  title: string;
  /** Theme steps between the heading and the parts (3 by default). */
  gap?: number;
  children: ReactNode;
}

/** A titled part of a record's detail (an order's items, a parcel's photos, a shipment's fees). */
export function DetailSection({ id, title, gap = 3, children }: DetailSectionProps) {
  return (
    <Section aria-labelledby={id} $gap={gap}>
      <h3 id={id}>{title}</h3>
      {children}
    </Section>
  );
}

const Section = styled.section<{ $gap: number }>`
  display: grid;
  gap: ${({ $gap }) => theme.space($gap)};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;
