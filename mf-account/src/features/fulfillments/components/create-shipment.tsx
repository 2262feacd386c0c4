import {
  errorMessage,
  useApiMutation,
  useAuth,
  useList,
  useNavigate,
  useSearchParams,
  useTranslation,
} from '@fwd/shared-contracts';
import { Alert, Button, CheckboxField, Muted, Row, Stack, theme } from '@fwd/shared-ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  addressChoiceParams,
  areaPath,
  zoneOf,
  type AddressRow as AddressChoice,
} from '@fwd/shared-contracts/domains/addresses';
import { paidShipmentsParams, type HeldByRow as HeldShipment } from '@fwd/shared-contracts/domains/parcels';
import {
  createDraft,
  MAX_SHIPMENT_PARCELS,
  receivedParcelsParams,
  shipmentsDomain,
  shippingLinesParams,
} from '@fwd/shared-contracts/domains/shipments';
import { useShopCurrencies } from '@fwd/shared-contracts/domains/settings';
import {
  ADDED_AFTER,
  addAddressHref,
  checkoutHref,
  chooseAddress,
  newestCreated,
  parseIdList,
  quoteProblem,
} from '../fulfillment-rules';
import { choiceProblems, type ChoicePart } from '../shipment-choice';
import { AddressPicker } from './address-picker';
import { LineOptions, type QuoteRequest } from './line-options';
import { ParcelPicker } from './parcel-picker';
import { useSettled } from '../../../components/use-settled';

/** How long the choice must stay put before every line is priced again. */
export const QUOTE_DELAY_MS = 300;

const PARTS: ChoicePart[] = ['parcels', 'address', 'line'];

/**
 * The new-shipment page: received parcels (preselected from `?parcels=`), an address (the default,
 * or the one just added), every line serving its zone with a live quote each, insurance; then a
 * draft, paid on the checkout page. The whole choice lives in the URL (replaced, not pushed), so
 * a reload or the trip to the address form keeps it.
 */
export function CreateShipment() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const userId = useAuth((s) => s.record?.id ?? '');
  const [params, setParams] = useSearchParams();

  const parcels = useList<'parcels'>('parcels', receivedParcelsParams(userId));
  const heldBy = useList<'fulfillments', HeldShipment>(
    'fulfillments',
    paidShipmentsParams(userId, MAX_SHIPMENT_PARCELS),
  );
  const addresses = useList<'addresses', AddressChoice>('addresses', addressChoiceParams(userId));
  const currency = useShopCurrencies()?.home;

  // Parcels: those in the URL that are waiting at the warehouse and not held by a paid shipment.
  const held = useMemo(() => {
    const map = new Map<string, string>();
    for (const shipment of heldBy.data?.items ?? []) for (const id of shipment.parcels) map.set(id, shipment.code);
    return map;
  }, [heldBy.data]);
  const requested = parseIdList(params.getAll('parcels'));
  const loadedParcels = parcels.data?.items;
  // Chosen once both lists are known, so a held parcel is never priced (a failed list holds none).
  const selectedParcels =
    loadedParcels && !heldBy.isPending
      ? loadedParcels.filter((p) => requested.includes(p.id) && !held.has(p.id)).map((p) => p.id)
      : [];
  const leftOut = Boolean(loadedParcels && heldBy.data && selectedParcels.length < requested.length);

  // Address: the one just added, else the URL's, else the default.
  const addressItems = addresses.data?.items;
  const addressId = addressItems
    ? chooseAddress(addressItems, params.get('address'), params.get(ADDED_AFTER))
    : undefined;
  const address = addressItems?.find((a) => a.id === addressId);
  const zone = zoneOf(address?.expand?.area);
  const area = areaPath(address?.expand?.area);

  const lines = useList<'shipping_lines'>('shipping_lines', shippingLinesParams(zone), {
    enabled: Boolean(zone),
    staleTime: 60_000,
  });
  const lineItems = zone ? lines.data?.items : undefined;
  const lineId = lineItems?.some((line) => line.id === params.get('line'))
    ? (params.get('line') ?? undefined)
    : undefined;
  const insurance = params.get('insurance') === '1';

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // Back from the address form: the new address is chosen, and the note of the visit dropped.
  const returning = params.has(ADDED_AFTER);
  useEffect(() => {
    if (!returning || !addressItems) return;
    update((next) => {
      next.delete(ADDED_AFTER);
      if (addressId) next.set('address', addressId);
    });
  }, [returning, addressItems, addressId, update]);

  const setList = (name: string, ids: readonly string[]) =>
    update((next) => (ids.length > 0 ? next.set(name, ids.join(',')) : next.delete(name)));

  // Every line is priced for the same settled choice; no parcel or no zone, nothing to price.
  const choiceKey = `${selectedParcels.join(',')}|${addressId ?? ''}|${insurance ? 1 : 0}`;
  const settledKey = useSettled(choiceKey, QUOTE_DELAY_MS);
  const request = useMemo<QuoteRequest | null>(() => {
    const [ids = '', addressPart = '', insured] = settledKey.split('|');
    return ids && addressPart ? { parcels: ids.split(','), address: addressPart, insurance: insured === '1' } : null;
  }, [settledKey]);

  const blocked = !addressItems
    ? t('fulfillmentCreate.lines.waitAddress')
    : !address
      ? t('fulfillmentCreate.lines.chooseAddress')
      : !zone
        ? t('fulfillmentCreate.problems.noZoneArea', { area })
        : undefined;

  // Create: once per click, with what is missing said where it is missing.
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string>();
  const sending = useRef(false);
  const create = useApiMutation({
    mutationFn: createDraft,
    invalidates: [...shipmentsDomain.refreshes.create],
    form: true,
  });
  const choice = { parcels: selectedParcels, address: addressId, line: lineId, insurance };
  const problems = tried ? choiceProblems(choice) : {};
  const problemText = (part: ChoicePart) => (problems[part] ? t(problems[part]) : undefined);
  const problemOf = { parcels: problemText('parcels'), address: problemText('address'), line: problemText('line') };
  const chooseAddressId = (id: string) => update((next) => next.set('address', id));
  const chooseLine = (id: string) => update((next) => next.set('line', id));
  const setInsurance = (on: boolean) => update((next) => (on ? next.set('insurance', '1') : next.delete('insurance')));

  async function onCreate() {
    if (sending.current) return;
    setTried(true);
    setFailure(undefined);
    const missing = choiceProblems(choice);
    const first = PARTS.find((part) => missing[part]);
    if (first || !addressId || !lineId) {
      document.getElementById(`shipment-${first ?? 'parcels'}`)?.scrollIntoView?.({ block: 'start' });
      return;
    }
    sending.current = true;
    try {
      const draft = await create.mutateAsync({ parcels: selectedParcels, address: addressId, line: lineId, insurance });
      await navigate(checkoutHref(draft.id));
    } catch (error) {
      const key = quoteProblem(error);
      setFailure(key ? t(key) : errorMessage(error));
    } finally {
      sending.current = false;
    }
  }

  const busy = create.isPending;
  const chosenLine = lineItems?.find((line) => line.id === lineId);

  return (
    <Stack $gap={5}>
      <Muted>{t('fulfillmentCreate.intro')}</Muted>
      <ParcelPicker
        parcels={loadedParcels}
        status={parcels.status}
        error={parcels.error}
        onRetry={() => void parcels.refetch()}
        held={held}
        selected={selectedParcels}
        onChange={(ids) => setList('parcels', ids)}
        currency={currency}
        leftOut={leftOut}
        problem={problemOf.parcels}
      />
      <AddressPicker
        addresses={addressItems}
        status={addresses.status}
        error={addresses.error}
        onRetry={() => void addresses.refetch()}
        selected={addressId}
        onChange={chooseAddressId}
        addHref={addAddressHref(params, newestCreated(addressItems ?? []))}
        problem={problemOf.address}
      />
      <Options>
        <CheckboxField
          label={t('fulfillmentCreate.insurance.label')}
          hint={t('fulfillmentCreate.insurance.hint')}
          checked={insurance}
          onChange={(event) => setInsurance(event.target.checked)}
        />
      </Options>
      <LineOptions
        blocked={blocked}
        lines={lineItems}
        status={lines.status}
        error={lines.error}
        onRetry={() => void lines.refetch()}
        request={request}
        selected={lineId}
        onChange={chooseLine}
        currency={currency}
        areaName={area}
        problem={problemOf.line}
      />
      <Stack $gap={3}>
        {failure && <Alert tone="error">{failure}</Alert>}
        <Muted>
          {chosenLine
            ? t('fulfillmentCreate.submit.summaryLine', { count: selectedParcels.length, line: chosenLine.name })
            : t('fulfillmentCreate.submit.summary', { count: selectedParcels.length })}
        </Muted>
        <Row>
          <Button type="button" disabled={busy} aria-busy={busy || undefined} onClick={() => void onCreate()}>
            {busy ? t('fulfillmentCreate.submit.creating') : t('fulfillmentCreate.submit.button')}
          </Button>
        </Row>
        <Muted>{t('fulfillmentCreate.submit.hint')}</Muted>
      </Stack>
    </Stack>
  );
}

const Options = styled.div`
  padding: 0 ${theme.space(1)};
`;
