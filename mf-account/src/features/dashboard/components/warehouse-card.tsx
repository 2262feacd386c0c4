import { useAuth, useTranslation, type WarehouseRecord } from '@fwd/shared-contracts';
import { Card, CopyButton, Muted, Row, Skeleton, Stack } from '@fwd/shared-ui';

/** The customer code and the warehouse address to write on every parcel, each with a copy button. */
export function WarehouseCard({
  warehouses,
  pending,
}: {
  warehouses: WarehouseRecord[] | undefined;
  pending: boolean;
}) {
  const { t } = useTranslation('account');
  const code = useAuth((s) => String(s.record?.code ?? ''));
  return (
    <Card aria-labelledby="warehouse-title">
      <h2 id="warehouse-title">{t('dashboard.warehouse.title')}</h2>
      <Stack $gap={3}>
        <Row>
          <span>{t('dashboard.warehouse.code')}</span>
          <strong data-testid="customer-code" style={{ fontSize: '1.4rem' }}>
            {code}
          </strong>
          <CopyButton value={code} label={t('dashboard.warehouse.copyCode')} />
        </Row>
        <Muted>{t('dashboard.warehouse.hint')}</Muted>
        {pending && <Skeleton lines={3} />}
        {warehouses?.map((warehouse) => {
          const label = t('dashboard.warehouse.label', { address: warehouse.address, code });
          return (
            <Stack key={warehouse.id} $gap={2}>
              <strong>{warehouse.name}</strong>
              <address style={{ whiteSpace: 'pre-line', fontStyle: 'normal' }}>{label}</address>
              <CopyButton value={label} label={t('dashboard.warehouse.copyAddress', { name: warehouse.name })} />
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
