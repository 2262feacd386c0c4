import { formatMoney, useAuth } from '@fwd/shared-contracts';
import { Card, Muted, Stack } from '@fwd/shared-ui';
import { PageHeading } from '../features/page/page-heading';

export function Component() {
  const record = useAuth((s) => s.record);
  return (
    <Stack>
      <PageHeading title="My account" />
      <Card>
        <Stack $gap={2}>
          <strong>{String(record?.name || record?.email || '')}</strong>
          <Muted>
            Customer code: <strong>{String(record?.code ?? '—')}</strong> · write it on every parcel you send to our
            warehouse.
          </Muted>
          <Muted>Wallet balance: {formatMoney(Number(record?.balance ?? 0), 'VND')}</Muted>
        </Stack>
      </Card>
    </Stack>
  );
}
