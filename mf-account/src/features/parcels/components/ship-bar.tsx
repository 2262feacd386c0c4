import { Link, useTranslation } from '@fwd/shared-contracts';
import { Button, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import { shipLink } from '../parcel-filters';

/** While received parcels are picked: how many, the way to ship them, and clearing the picks. */
export function ShipBar({ ids, onClear }: { ids: readonly string[]; onClear: () => void }) {
  const { t } = useTranslation('account');
  if (ids.length === 0) return null;
  return (
    <Bar role="region" aria-label={t('parcels.ship.region')}>
      <Count role="status">{t('parcels.ship.selected', { count: ids.length })}</Count>
      <Button as={Link} to={shipLink(ids)}>
        {t('parcels.ship.go', { count: ids.length })}
      </Button>
      <Button type="button" $variant="secondary" onClick={onClear}>
        {t('parcels.ship.clear')}
      </Button>
    </Bar>
  );
}

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.bar};
`;

const Count = styled.span`
  font-weight: 700;
  flex: 1 1 auto;
`;
