import { Link, useTranslation } from '@fwd/shared-contracts';
import { Button, StickyBar } from '@fwd/shared-ui';
import styled from 'styled-components';
import { shipLink } from '../parcel-filters';

/** While received parcels are picked: how many, the way to ship them, and clearing the picks. */
export function ShipBar({ ids, onClear }: { ids: readonly string[]; onClear: () => void }) {
  const { t } = useTranslation('account');
  if (ids.length === 0) return null;
  return (
    <StickyBar role="region" aria-label={t('parcels.ship.region')}>
      <Count role="status">{t('parcels.ship.selected', { count: ids.length })}</Count>
      <Button as={Link} to={shipLink(ids)}>
        {t('parcels.ship.go', { count: ids.length })}
      </Button>
      <Button type="button" $variant="secondary" onClick={onClear}>
        {t('parcels.ship.clear')}
      </Button>
    </StickyBar>
  );
}

const Count = styled.span`
  font-weight: 700;
  flex: 1 1 auto;
`;
