import { Link, RECORD_ID, useLive, useSearchParams, useTranslation } from '@fwd/shared-contracts';
import { Alert, Button, Page, Row, Stack } from '@fwd/shared-ui';
import { ShipmentCheckout } from '../features/fulfillments/components/shipment-checkout';

export { loadControlsPage as loader } from '../components/route-loaders';

/**
 * /account/fulfillment/checkout?id=: a draft shipment's breakdown as the server stored it, the
 * balance and the total, Pay (once; the server re-prices and locks it) and Cancel draft. A short
 * balance links to a top-up that comes back here. Live through the customer channel.
 */
export function Component() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = RECORD_ID.test(id);
  useLive('customer');

  return (
    <Page>
      {valid ? (
        <ShipmentCheckout key={id} id={id} />
      ) : (
        <Alert tone="warning">
          <Stack $gap={2}>
            <strong>{t('fulfillmentCheckout.noId.title')}</strong>
            <span>{t('fulfillmentCheckout.noId.body')}</span>
            <Row>
              <Button as={Link} to="/account/fulfillment/create">
                {t('fulfillmentCheckout.state.createAgain')}
              </Button>
              <Button as={Link} to="/account/fulfillment" $variant="secondary">
                {t('fulfillmentCheckout.state.list')}
              </Button>
            </Row>
          </Stack>
        </Alert>
      )}
    </Page>
  );
}
