import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Tabs } from '../../controls-public';
import type { StatusTabsProps } from '../../list-view/list-table-types';
import { MACHINE_STATUSES, statusLabelKey } from '../../status/status-tones';

/** The id of the "every status" tab (no status is called that). */
export const ALL_STATUSES = 'all';

/**
 * "All" and one tab per status of a state machine, in the machine's order, each with its count
 * once the counts are known ("All" shows their sum). Acts as a filter over the list below it.
 */
export function StatusTabs({ machine, value, onChange, counts, statuses, label, withAll = true }: StatusTabsProps) {
  const { t } = useTranslation('ui');
  const shown = statuses ?? MACHINE_STATUSES[machine];
  // While counts are on their way (null) each tab keeps an empty badge's room, so nothing moves.
  const pending = counts === null ? null : undefined;
  const all = counts ? shown.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : pending;
  const tabs = [
    ...(withAll ? [{ id: ALL_STATUSES, label: t('list.allStatuses'), count: all }] : []),
    ...shown.map((status) => ({
      id: status,
      label: t(statusLabelKey(machine, status)),
      count: counts ? (counts[status] ?? 0) : pending,
    })),
  ];
  return (
    <Strip>
      <Tabs
        label={label ?? t('list.statusTabs')}
        tabs={tabs}
        value={value && shown.includes(value) ? value : ALL_STATUSES}
        onChange={(id) => onChange(id === ALL_STATUSES ? undefined : id)}
      />
    </Strip>
  );
}

/** Wider than a phone, the tabs scroll sideways on their own, never the page. */
const Strip = styled.div`
  min-width: 0;
  max-width: 100%;
`;
