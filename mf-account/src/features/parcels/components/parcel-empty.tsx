import { Link, useTranslation } from '@fwd/shared-contracts';
import { Button, EmptyState, Row } from '@fwd/shared-ui';
import { ShowAllEmpty } from '../../../components/list-parts';

/** No parcel at all: how to send one to us, and how to tell us it is coming. */
export function ParcelEmptyNone() {
  const { t } = useTranslation('account');
  return (
    <EmptyState title={t('parcels.empty.none')}>
      <span>{t('parcels.empty.howTo')}</span>
      <span>{t('parcels.empty.declareHint')}</span>
      <Row>
        <Button as={Link} to="/account/dashboard">
          {t('parcels.empty.address')}
        </Button>
        <Button as={Link} to="/account/parcel/add" $variant="secondary">
          {t('parcels.empty.declare')}
        </Button>
      </Row>
    </EmptyState>
  );
}

/** No parcel in the chosen tab. */
export function ParcelEmptyFiltered({ onShowAll }: { onShowAll: () => void }) {
  const { t } = useTranslation('account');
  return <ShowAllEmpty title={t('parcels.empty.filtered')} label={t('parcels.empty.showAll')} onShowAll={onShowAll} />;
}
