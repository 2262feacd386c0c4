import { errorMessage, useTranslation, type ShippingLineRecord as ShippingLineRow } from '@fwd/shared-contracts';
import { useShipmentQuote } from '@fwd/shared-contracts/domains/shipments';
import { Alert, Button, ErrorState, Muted, Skeleton, Stack } from '@fwd/shared-ui';
import { errorStatus, quoteProblem } from '../fulfillment-rules';
import { FeeFigures } from './fee-figures';
import { Money, useKg } from '../../../components/money';
import { Choice, ChoiceGroup, ChoiceLine, Choices, Details, Problem } from './pick-list';

/** What every line is priced for: the parcels, the address and the insurance choice. */
export interface QuoteRequest {
  parcels: readonly string[];
  address: string;
  insurance: boolean;
}

export interface LineOptionsProps {
  /** Why no line can be offered yet (no parcel, no address, no zone), or undefined. */
  blocked: string | undefined;
  lines: ShippingLineRow[] | undefined;
  status: 'pending' | 'error' | 'success';
  error: unknown;
  onRetry: () => void;
  /** The settled choice every line is quoted for; null while no parcel is chosen. */
  request: QuoteRequest | null;
  selected: string | undefined;
  onChange: (id: string) => void;
  currency: string | undefined;
  /** The address's area, for "no line serves …". */
  areaName: string;
  problem: string | undefined;
}

/**
 * Every active line that serves the address's zone, each with the server's live quote for the
 * chosen parcels, so the customer compares and picks one.
 */
export function LineOptions(props: LineOptionsProps) {
  const { t } = useTranslation('account');
  return (
    <ChoiceGroup id="shipment-line" aria-describedby={props.problem ? 'shipment-line-problem' : undefined}>
      <legend>
        <h2>{t('fulfillmentCreate.lines.title')}</h2>
      </legend>
      {props.blocked ? (
        <Muted>{props.blocked}</Muted>
      ) : (
        <>
          {props.status === 'pending' && <Skeleton lines={4} />}
          {props.status === 'error' && <ErrorState error={props.error} onRetry={props.onRetry} />}
          {props.status === 'success' && props.lines?.length === 0 && (
            <Alert tone="warning">{t('fulfillmentCreate.lines.none', { area: props.areaName })}</Alert>
          )}
          {!props.request && props.lines && props.lines.length > 0 && (
            <Muted>{t('fulfillmentCreate.lines.chooseParcels')}</Muted>
          )}
          {props.lines && props.lines.length > 0 && (
            <Choices aria-label={t('fulfillmentCreate.lines.list')}>
              {props.lines.map((line) => (
                <LineOption
                  key={line.id}
                  line={line}
                  request={props.request}
                  chosen={props.selected === line.id}
                  onChoose={() => props.onChange(line.id)}
                  currency={props.currency}
                />
              ))}
            </Choices>
          )}
        </>
      )}
      {props.problem && (
        <Problem id="shipment-line-problem" role="alert">
          {props.problem}
        </Problem>
      )}
    </ChoiceGroup>
  );
}

interface LineOptionProps {
  line: ShippingLineRow;
  request: QuoteRequest | null;
  chosen: boolean;
  onChoose: () => void;
  currency: string | undefined;
}

/**
 * One line and its quote. The quote is asked for as soon as the choice settles; when the choice
 * changes, the query of the older one is dropped and its request cancelled (the signal).
 */
function LineOption({ line, request, chosen, onChoose, currency }: LineOptionProps) {
  const { t } = useTranslation('account');
  const kg = useKg();
  const quote = useShipmentQuote(request && { ...request, parcels: [...request.parcels], line: line.id });
  const radioId = `line-${line.id}`;
  // A refusal (4xx) is the server's final word for this choice: the line cannot be picked.
  const status = quote.isError ? errorStatus(quote.error) : undefined;
  const refused = status !== undefined && status >= 400 && status < 500;
  const problemKey = quote.isError ? quoteProblem(quote.error) : null;
  const reason = quote.isError ? (problemKey ? t(problemKey) : errorMessage(quote.error)) : '';
  const eta = quote.data?.line.eta_days ?? line.eta_days;

  return (
    <Choice $chosen={chosen} $muted={refused} aria-busy={quote.isFetching || undefined}>
      <ChoiceLine>
        <input
          type="radio"
          name="shipment-line"
          id={radioId}
          value={line.id}
          checked={chosen}
          disabled={refused}
          aria-describedby={`${radioId}-details ${radioId}-quote`}
          onChange={onChoose}
        />
        <label htmlFor={radioId}>{line.name}</label>
      </ChoiceLine>
      <Details id={`${radioId}-details`}>
        <span>{t(`fulfillmentCreate.lines.kind.${line.kind}`)}</span>
        <span>{t('fulfillmentCreate.lines.eta', { count: eta })}</span>
        <span>
          {t('fulfillmentCreate.lines.perKg')} <Money amount={line.price_per_kg} currency={currency} />
        </span>
        {line.min_kg > 0 && <span>{t('fulfillmentCreate.lines.minKg', { weight: kg(line.min_kg) })}</span>}
      </Details>
      <div id={`${radioId}-quote`} style={{ paddingLeft: 28 }}>
        {request && quote.isPending && <Skeleton lines={3} />}
        {quote.isError && (
          <Alert tone={refused ? 'warning' : 'error'}>
            <Stack $gap={2}>
              <span>{t('fulfillmentCreate.lines.failed', { reason })}</span>
              {!refused && (
                <span>
                  <Button type="button" $variant="secondary" onClick={() => void quote.refetch()}>
                    {t('fulfillmentCreate.lines.retry', { line: line.name })}
                  </Button>
                </span>
              )}
            </Stack>
          </Alert>
        )}
        {request && quote.data && !quote.isError && <FeeFigures fees={quote.data} currency={currency} />}
      </div>
    </Choice>
  );
}
