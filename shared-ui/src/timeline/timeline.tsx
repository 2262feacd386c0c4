import { useFormat } from '@fwd/shared-contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../theme/theme';

export type TimelineTone = 'default' | 'success' | 'warning' | 'danger';

export interface TimelineItem {
  id: string;
  /** PocketBase date (`2026-11-22 10:00:00.123Z`). */
  at: string;
  title: ReactNode;
  body?: ReactNode;
  tone?: TimelineTone;
}

export interface TimelineProps {
  items: TimelineItem[];
}

/** What happened to a record, in order, each step with its date and time. */
export function Timeline({ items }: TimelineProps) {
  const format = useFormat();
  return (
    <List>
      {items.map((item) => (
        <Step key={item.id} $tone={item.tone ?? 'default'}>
          <Dot aria-hidden="true" />
          <StepTitle>{item.title}</StepTitle>
          <Time dateTime={item.at.replace(' ', 'T')}>{format.dateTime(item.at)}</Time>
          {item.body && <Body>{item.body}</Body>}
        </Step>
      ))}
    </List>
  );
}

const TONE_COLOURS: Record<TimelineTone, string> = {
  default: theme.color.primary,
  success: theme.color.success,
  warning: theme.color.warning,
  danger: theme.color.danger,
};

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

const Dot = styled.span`
  position: absolute;
  left: 0;
  top: 0.35em;
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: currentColor;
`;

const Step = styled.li<{ $tone: TimelineTone }>`
  position: relative;
  display: grid;
  gap: ${theme.space(0.5)};
  padding: 0 0 ${theme.space(5)} ${theme.space(6)};
  color: ${({ $tone }) => TONE_COLOURS[$tone]};
  overflow-wrap: anywhere;
  &::before {
    content: '';
    position: absolute;
    left: 5px;
    top: 1.2em;
    bottom: 0;
    width: 2px;
    background: ${theme.color.border};
  }
  &:last-child::before {
    display: none;
  }
`;

const StepTitle = styled.span`
  color: ${theme.color.text};
  font-weight: 600;
`;

const Time = styled.time`
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;

const Body = styled.div`
  color: ${theme.color.text};
`;
