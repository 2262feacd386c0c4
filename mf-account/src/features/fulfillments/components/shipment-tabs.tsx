import { useTranslation, type FulfillmentStatus } from '@fwd/shared-contracts';
import { statusLabelKey, Tabs } from '@fwd/shared-ui';
import styled from 'styled-components';
import { ALL_TAB, fulfillmentTabs } from '../fulfillment-rules';

export interface ShipmentTabsProps {
  counts: Partial<Record<FulfillmentStatus, number>> | undefined;
  /** The status in the URL, or undefined for every shipment. */
  status: FulfillmentStatus | undefined;
  onChange: (status: string) => void;
}

/** "All" and one tab per status, each with how many shipments are in it. */
export function ShipmentTabs({ counts, status, onChange }: ShipmentTabsProps) {
  const { t } = useTranslation('account');
  const tabs = fulfillmentTabs(counts).map((tab) => ({
    ...tab,
    label: tab.id === ALL_TAB ? t('fulfillments.tabs.all') : t(statusLabelKey('fulfillment', tab.id)),
  }));
  return (
    <TabStrip>
      <Tabs
        label={t('fulfillments.tabs.label')}
        tabs={tabs}
        value={status ?? ALL_TAB}
        onChange={(id) => onChange(id === ALL_TAB ? '' : id)}
      />
    </TabStrip>
  );
}

/** Eight tabs are wider than a phone: they scroll sideways on their own, never the page. */
const TabStrip = styled.div`
  min-width: 0;
  max-width: 100%;
  overflow-x: auto;
`;
