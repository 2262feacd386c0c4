import { TextField, theme } from '@fwd/shared-ui';
import type { ComponentProps } from 'react';
import styled from 'styled-components';

export const MEASURES = ['weightKg', 'lengthCm', 'widthCm', 'heightCm'] as const;
export type MeasureKey = (typeof MEASURES)[number];

export interface MeasureFieldsProps {
  /** The label of each field, in the page's words. */
  labels: Record<MeasureKey, string>;
  /** `form.register` of a form holding the four measures. */
  register: (name: MeasureKey) => Partial<ComponentProps<typeof TextField>>;
  /** The translated error of a field, if any. */
  error: (name: MeasureKey) => string | undefined;
}

/** Weight and the three sides of a box, in one row (two on a phone): the bench's and the packer's form. */
export function MeasureFields({ labels, register, error }: MeasureFieldsProps) {
  return (
    <Sizes>
      {MEASURES.map((name) => (
        <TextField
          key={name}
          label={labels[name]}
          inputMode="decimal"
          autoComplete="off"
          error={error(name)}
          {...register(name)}
        />
      ))}
    </Sizes>
  );
}

const Sizes = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${theme.space(3)};
  @media (max-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
