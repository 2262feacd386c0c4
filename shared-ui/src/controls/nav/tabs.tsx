import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import styled from 'styled-components';
import { PHONE_QUERY } from '../../hooks/use-media-query';
import { theme } from '../../theme/theme';

export interface TabItem {
  id: string;
  label: string;
  /**
   * Shown as a badge after the label (e.g. the number of orders in that status). `null`: a count
   * is on its way; its badge keeps the room (empty) so the tabs do not move when it arrives.
   */
  count?: number | null;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  value: string;
  onChange: (id: string) => void;
  /** Content of the selected tab. Without it the tabs act as a filter over content the page renders. */
  children?: ReactNode;
}

/**
 * A row of tabs: arrow keys, Home and End move between them. Tabs that do not fit wrap onto another
 * row; on a phone the row scrolls sideways instead.
 */
export function Tabs({ label, tabs, value, onChange, children }: TabsProps) {
  const panel = children !== undefined;
  return (
    <RadixTabs.Root value={value} onValueChange={onChange} activationMode="automatic">
      <List aria-label={label}>
        {tabs.map((tab) => (
          // Without a panel there is nothing to control: drop Radix's dangling aria-controls.
          <Trigger key={tab.id} value={tab.id} {...(panel ? {} : { 'aria-controls': undefined })}>
            {tab.label}
            {tab.count === null && <Count aria-hidden="true">{'\u2007'}</Count>}
            {typeof tab.count === 'number' && <Count>{tab.count}</Count>}
          </Trigger>
        ))}
      </List>
      {panel && <RadixTabs.Content value={value}>{children}</RadixTabs.Content>}
    </RadixTabs.Root>
  );
}

const List = styled(RadixTabs.List)`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  border-bottom: 1px solid ${theme.color.border};
  @media ${PHONE_QUERY} {
    flex-wrap: nowrap;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: thin;
  }
`;

const Trigger = styled(RadixTabs.Trigger)`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: 0 ${theme.space(3)};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${theme.color.muted};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &[data-state='active'] {
    color: ${theme.color.primary};
    border-bottom-color: ${theme.color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: -2px;
  }
`;

const Count = styled.span`
  min-width: 1.5em;
  padding: 0 ${theme.space(1.5)};
  border-radius: 999px;
  background: ${theme.color.bg};
  color: ${theme.color.text};
  font-size: 0.8125rem;
  font-variant-numeric: tabular-nums;
  text-align: center;
`;
