import { Link, useTranslation } from '@fwd/shared-contracts';
import { Alert, Button, ErrorState, Skeleton, Stack } from '@fwd/shared-ui';
import { areaPath, type AddressRow as AddressChoice } from '@fwd/shared-contracts/domains/addresses';
import { Choice, ChoiceGroup, ChoiceLine, Choices, Details, Problem } from './pick-list';

export interface AddressPickerProps {
  addresses: AddressChoice[] | undefined;
  status: 'pending' | 'error' | 'success';
  error: unknown;
  onRetry: () => void;
  selected: string | undefined;
  onChange: (id: string) => void;
  /** The address form, coming back here with the new address chosen. */
  addHref: string;
  problem: string | undefined;
}

/** Where the shipment goes: one of the customer's saved addresses, or a new one. */
export function AddressPicker(props: AddressPickerProps) {
  const { t } = useTranslation('account');
  const addresses = props.addresses ?? [];
  const add = (
    <span>
      <Button as={Link} to={props.addHref} $variant="secondary">
        {t('fulfillmentCreate.address.add')}
      </Button>
    </span>
  );
  return (
    <ChoiceGroup id="shipment-address" aria-describedby={props.problem ? 'shipment-address-problem' : undefined}>
      <legend>
        <h2>{t('fulfillmentCreate.address.title')}</h2>
      </legend>
      {props.status === 'pending' && <Skeleton lines={3} />}
      {props.status === 'error' && <ErrorState error={props.error} onRetry={props.onRetry} />}
      {props.status === 'success' && addresses.length === 0 && (
        <Alert tone="warning">
          <Stack $gap={2}>
            <strong>{t('fulfillmentCreate.address.none')}</strong>
            <span>{t('fulfillmentCreate.address.noneHint')}</span>
          </Stack>
        </Alert>
      )}
      {addresses.length > 0 && (
        <Choices aria-label={t('fulfillmentCreate.address.list')}>
          {addresses.map((address) => {
            const radioId = `address-${address.id}`;
            const area = areaPath(address.expand?.area);
            return (
              <Choice key={address.id} $chosen={props.selected === address.id}>
                <ChoiceLine>
                  <input
                    type="radio"
                    name="shipment-address"
                    id={radioId}
                    value={address.id}
                    checked={props.selected === address.id}
                    aria-describedby={`${radioId}-details`}
                    onChange={() => props.onChange(address.id)}
                  />
                  <label htmlFor={radioId}>{address.name}</label>
                  {address.is_default && <DefaultMark>{t('fulfillmentCreate.address.default')}</DefaultMark>}
                </ChoiceLine>
                <Details id={`${radioId}-details`}>
                  <span>{address.phone}</span>
                  <span>{address.detail}</span>
                  {area && <span>{area}</span>}
                </Details>
              </Choice>
            );
          })}
        </Choices>
      )}
      {props.status === 'success' && add}
      {props.problem && (
        <Problem id="shipment-address-problem" role="alert">
          {props.problem}
        </Problem>
      )}
    </ChoiceGroup>
  );
}

function DefaultMark({ children }: { children: string }) {
  return (
    <span
      style={{
        fontSize: '0.8rem',
        fontWeight: 600,
        padding: '0 6px',
        border: '1px solid currentColor',
        borderRadius: 4,
      }}
    >
      {children}
    </span>
  );
}
