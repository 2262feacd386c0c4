import { Link, useAuth, useFormat, useTranslation } from '@fwd/shared-contracts';
import { Button, Card, Muted, Row } from '@fwd/shared-ui';

/** The wallet balance, live: the session keeps the signed-in record in step with the server. */
export function BalanceCard({ currency }: { currency: string | undefined }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const balance = useAuth((s) => Number(s.record?.balance ?? 0));
  return (
    <Card aria-labelledby="balance-title">
      <h2 id="balance-title">{t('dashboard.balance.title')}</h2>
      <p data-testid="balance" style={{ fontSize: '2rem', fontWeight: 800, margin: 0 }}>
        {currency ? format.money(balance, currency) : format.number(balance)}
      </p>
      <Muted>{t('dashboard.balance.hint')}</Muted>
      <Row>
        <Button as={Link} to="/account/recharge">
          {t('dashboard.balance.topUp')}
        </Button>
        <Link to="/account/transaction">{t('dashboard.balance.history')}</Link>
      </Row>
    </Card>
  );
}
