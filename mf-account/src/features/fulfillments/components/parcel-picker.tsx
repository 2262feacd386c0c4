import { Link, useFormat, useTranslation } from '@fwd/shared-contracts';
import { Button, EmptyState, ErrorState, Muted, Row, Skeleton } from '@fwd/shared-ui';
import type { ParcelRecord as ParcelChoice } from '@fwd/shared-contracts';
import { Money, useKg } from '../../../components/money';
import { Choice, ChoiceGroup, ChoiceLine, Choices, Details, Problem } from './pick-list';

export interface ParcelPickerProps {
  parcels: ParcelChoice[] | undefined;
  status: 'pending' | 'error' | 'success';
  error: unknown;
  onRetry: () => void;
  /** Parcel id → code of the paid shipment already holding it. */
  held: ReadonlyMap<string, string>;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  currency: string | undefined;
  /** Some parcels named in the link cannot be shipped now (left out). */
  leftOut: boolean;
  problem: string | undefined;
}

/** The customer's parcels waiting at the warehouse, ticked to go in this shipment. */
export function ParcelPicker(props: ParcelPickerProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const kg = useKg();
  const free = (props.parcels ?? []).filter((parcel) => !props.held.has(parcel.id));
  const chosen = new Set(props.selected);
  const toggle = (id: string, on: boolean) =>
    props.onChange(free.filter((p) => (p.id === id ? on : chosen.has(p.id))).map((p) => p.id));

  return (
    <ChoiceGroup id="shipment-parcels" aria-describedby={props.problem ? 'shipment-parcels-problem' : undefined}>
      <legend>
        <h2>{t('fulfillmentCreate.parcels.title')}</h2>
      </legend>
      {props.status === 'pending' && <Skeleton lines={4} />}
      {props.status === 'error' && <ErrorState error={props.error} onRetry={props.onRetry} />}
      {props.status === 'success' && props.parcels?.length === 0 && (
        <EmptyState title={t('fulfillmentCreate.parcels.none')}>
          <span>{t('fulfillmentCreate.parcels.noneHint')}</span>
          <Link to="/account/parcel">{t('fulfillmentCreate.parcels.seeParcels')}</Link>
        </EmptyState>
      )}
      {props.leftOut && <Muted>{t('fulfillmentCreate.parcels.leftOut')}</Muted>}
      {props.parcels && props.parcels.length > 0 && (
        <>
          <Row $gap={2}>
            <Muted as="span">{t('fulfillmentCreate.parcels.count', { count: props.selected.length })}</Muted>
            {free.length > 1 && (
              <Button
                type="button"
                $variant="link"
                onClick={() => props.onChange(chosen.size === free.length ? [] : free.map((p) => p.id))}
              >
                {chosen.size === free.length
                  ? t('fulfillmentCreate.parcels.clearAll')
                  : t('fulfillmentCreate.parcels.all')}
              </Button>
            )}
          </Row>
          <Choices aria-label={t('fulfillmentCreate.parcels.list')}>
            {props.parcels.map((parcel) => {
              const holder = props.held.get(parcel.id);
              const boxId = `parcel-${parcel.id}`;
              return (
                <Choice key={parcel.id} $chosen={chosen.has(parcel.id)} $muted={Boolean(holder)}>
                  <ChoiceLine>
                    <input
                      type="checkbox"
                      id={boxId}
                      checked={chosen.has(parcel.id)}
                      disabled={Boolean(holder)}
                      aria-describedby={`${boxId}-details`}
                      onChange={(event) => toggle(parcel.id, event.target.checked)}
                    />
                    <label htmlFor={boxId}>{parcel.tracking_code}</label>
                  </ChoiceLine>
                  <Details id={`${boxId}-details`}>
                    {parcel.description && <span>{parcel.description}</span>}
                    <span>{t('fulfillmentCreate.parcels.weight', { weight: kg(parcel.chargeable_kg) })}</span>
                    {parcel.declared_value > 0 && (
                      <span>
                        {t('fulfillmentCreate.parcels.declared')}{' '}
                        <Money amount={parcel.declared_value} currency={props.currency} />
                      </span>
                    )}
                    {parcel.received_at && (
                      <span>{t('fulfillmentCreate.parcels.received', { date: format.date(parcel.received_at) })}</span>
                    )}
                    {holder && <strong>{t('fulfillmentCreate.parcels.held', { code: holder })}</strong>}
                  </Details>
                </Choice>
              );
            })}
          </Choices>
        </>
      )}
      {props.problem && (
        <Problem id="shipment-parcels-problem" role="alert">
          {props.problem}
        </Problem>
      )}
    </ChoiceGroup>
  );
}
