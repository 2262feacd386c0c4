import { Link, useFormat, useTranslation } from '@fwd/shared-contracts';
import { Alert, Button, Row, Stack } from '@fwd/shared-ui';

export interface ApprovedNoticeProps {
  amount: number;
  currency: string;
  /** Where the customer came from to top up (`?return=`), or null. */
  returnTo: string | null;
  /** True while the page is about to go back there by itself. */
  returning: boolean;
  onStay: () => void;
}

/** "Top-up approved", with the way back to what the customer was paying for. */
export function ApprovedNotice({ amount, currency, returnTo, returning, onStay }: ApprovedNoticeProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  return (
    <Alert tone="success">
      <Stack $gap={2}>
        <strong>{t('recharge.approved.title')}</strong>
        <span>{t('recharge.approved.body', { amount: format.money(amount, currency) })}</span>
        {returnTo ? (
          <Row>
            <Button as={Link} to={returnTo}>
              {t('recharge.approved.back')}
            </Button>
            {returning && (
              <>
                <span>{t('recharge.approved.returning')}</span>
                <Button type="button" $variant="secondary" onClick={onStay}>
                  {t('recharge.approved.stay')}
                </Button>
              </>
            )}
          </Row>
        ) : (
          <Link to="/account/transaction">{t('recharge.approved.history')}</Link>
        )}
      </Stack>
    </Alert>
  );
}
