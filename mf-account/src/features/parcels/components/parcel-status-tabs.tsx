import { useTranslation, type ParcelStatus } from '@fwd/shared-contracts';
import { statusLabelKey, Tabs } from '@fwd/shared-ui';
import styled from 'styled-components';
import { ALL_TAB, parcelTabs } from '../parcel-filters';

export interface ParcelStatusTabsProps {
  counts: Partial<Record<ParcelStatus, number>> | undefined;
  /** The status in the URL, or undefined for every parcel. */
  status: ParcelStatus | undefined;
  onChange: (status: string) => void;
}

/** "All" and one tab per status, each with how many parcels are in it. */
export function ParcelStatusTabs({ counts, status, onChange }: ParcelStatusTabsProps) {
  const { t } = useTranslation('account');
  const tabs = parcelTabs(counts, status).map((tab) => ({
    ...tab,
    label: tab.id === ALL_TAB ? t('parcels.tabs.all') : t(statusLabelKey('parcel', tab.id)),
  }));
  return (
    <TabStrip>
      <Tabs
        label={t('parcels.tabs.label')}
        tabs={tabs}
        value={status ?? ALL_TAB}
        onChange={(id) => onChange(id === ALL_TAB ? '' : id)}
      />
    </TabStrip>
  );
}

/** The tabs are wider than a phone: they scroll sideways on their own, never the page. */
const TabStrip = styled.div`
  min-width: 0;
  max-width: 100%;
  overflow-x: auto;
`;
