import { useTranslation } from '@fwd/shared-contracts';
import { Figures, TotalRow } from '../../../components/figures';
import { Money, MoneyFact, useKg } from '../../../components/money';

/** The figures of a quote or a shipment, as the server worked them out (same field names). */
export interface ShipmentFees {
  chargeable_kg: number;
  shipping_fee: number;
  storage_fee: number;
  insurance: boolean;
  declared_value: number;
  insurance_fee: number;
  total: number;
}

/**
 * Chargeable weight, shipping, storage, insurance and total: every figure is a field of the
 * server's answer, none is worked out here.
 */
export function FeeFigures({ fees, currency, id }: { fees: ShipmentFees; currency: string | undefined; id?: string }) {
  const { t } = useTranslation('account');
  const kg = useKg();
  return (
    <Figures id={id}>
      <dt>{t('fulfillments.fees.chargeableKg')}</dt>
      <dd>{t('fulfillments.fees.kg', { weight: kg(fees.chargeable_kg) })}</dd>
      <MoneyFact label={t('fulfillments.fees.shipping')} amount={fees.shipping_fee} currency={currency} />
      <MoneyFact label={t('fulfillments.fees.storage')} amount={fees.storage_fee} currency={currency} />
      <dt>{t('fulfillments.fees.insurance')}</dt>
      <dd>
        {fees.insurance ? <Money amount={fees.insurance_fee} currency={currency} /> : t('fulfillments.fees.notInsured')}
      </dd>
      {fees.insurance && (
        <>
          <MoneyFact label={t('fulfillments.fees.declaredValue')} amount={fees.declared_value} currency={currency} />
        </>
      )}
      <TotalRow>
        <MoneyFact label={t('fulfillments.fees.total')} amount={fees.total} currency={currency} />
      </TotalRow>
    </Figures>
  );
}
