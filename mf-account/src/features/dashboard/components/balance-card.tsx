import { Link, useAuth, useFormat, useNavigate, useTranslation } from '@fwd/shared-contracts';
import { Button, Card, MoneyInput, Muted, Row, Stack } from '@fwd/shared-ui';
import { useState } from 'react';

/** The wallet balance, live (the session keeps the signed-in record in step), and a quick top-up. */
export function BalanceCard({ currency }: { currency: string | undefined }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const navigate = useNavigate();
  const balance = useAuth((s) => Number(s.record?.balance ?? 0));
  const [amount, setAmount] = useState<number | null>(null);
  return (
    <Card aria-labelledby="balance-title">
      <Stack $gap={3}>
        <h2 id="balance-title">{t('dashboard.balance.title')}</h2>
        <p data-testid="balance" style={{ fontSize: '2rem', fontWeight: 800, margin: 0 }}>
          {currency ? format.money(balance, currency) : format.number(balance)}
        </p>
        <Muted>{t('dashboard.balance.hint')}</Muted>
        {currency && (
          <form
            aria-label={t('dashboard.balance.topUp')}
            onSubmit={(event) => {
              event.preventDefault();
              void navigate(amount ? `/account/recharge?amount=${amount}` : '/account/recharge');
            }}
          >
            <Row>
              <MoneyInput
                label={t('dashboard.balance.amount')}
                currency={currency}
                value={amount}
                onChange={setAmount}
                min={1}
              />
              <Button type="submit">{t('dashboard.balance.topUp')}</Button>
            </Row>
          </form>
        )}
        <Link to="/account/transaction">{t('dashboard.balance.history')}</Link>
      </Stack>
    </Card>
  );
}
