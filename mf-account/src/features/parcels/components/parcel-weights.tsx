import { useFormat, useTranslation } from '@fwd/shared-contracts';
import { Muted, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import type { ParcelRow } from '@fwd/shared-contracts/domains/parcels';

/** Actual, volumetric and chargeable weight as the warehouse measured them; a note before that. */
export function ParcelWeights({ parcel }: { parcel: ParcelRow }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  if (!(parcel.weight_kg > 0)) return <Muted as="span">{t('parcels.weight.notYet')}</Muted>;
  const kg = (value: number) => t('parcels.weight.kg', { value: format.number(value, { maximumFractionDigits: 3 }) });
  return (
    <Weights>
      <div>
        <dt>{t('parcels.weight.actual')}</dt>
        <dd>{kg(parcel.weight_kg)}</dd>
      </div>
      <div>
        <dt>{t('parcels.weight.volumetric')}</dt>
        <dd>{kg(parcel.volumetric_kg)}</dd>
      </div>
      <div>
        <dt>{t('parcels.weight.chargeable')}</dt>
        <dd>
          <strong>{kg(parcel.chargeable_kg)}</strong>
        </dd>
      </div>
    </Weights>
  );
}

const Weights = styled.dl`
  display: grid;
  gap: ${theme.space(0.5)};
  margin: 0;
  font-variant-numeric: tabular-nums;
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)};
  }
  dt {
    color: ${theme.color.muted};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    white-space: nowrap;
  }
`;
