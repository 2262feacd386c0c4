import { useLive, useTranslation } from '@fwd/shared-contracts';
import { loadControls, Page, Stack, Tabs, useListView } from '@fwd/shared-ui';
import { PasteCodes } from '../features/tracking-entry/components/paste-codes';
import { ScanRows } from '../features/tracking-entry/components/scan-rows';

export async function loader() {
  await loadControls();
  return null;
}

const MODES = ['scan', 'paste'] as const;

/**
 * /admin/orders/shipping-code: sellers' tracking codes for purchased orders, typed or scanned into
 * each order's row with the keyboard only, or pasted many at once with a preview. Each code becomes
 * an expected parcel of the order's customer.
 */
export function Component() {
  const { t } = useTranslation('orders');
  const view = useListView({ filters: ['mode'] });
  useLive('orders');
  const mode = view.filters.mode === 'paste' ? 'paste' : 'scan';
  return (
    <Page>
      <Stack $gap={4}>
        <Tabs
          label={t('trackingEntry.modes.label')}
          tabs={MODES.map((id) => ({ id, label: t(`trackingEntry.modes.${id}`) }))}
          value={mode}
          onChange={(id) => view.setFilter('mode', id === 'scan' ? '' : id)}
        />
        {mode === 'scan' ? <ScanRows page={view.page} onPageChange={view.setPage} /> : <PasteCodes />}
      </Stack>
    </Page>
  );
}
