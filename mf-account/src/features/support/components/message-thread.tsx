import { useFileToken, useFormat, useTranslation } from '@fwd/shared-contracts';
import { THREAD_PAGE } from '@fwd/shared-contracts/domains/support';
import { Alert, Button, EmptyState, ErrorState, Muted, PlainList, Skeleton, theme } from '@fwd/shared-ui';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { groupByDay, isNearBottom, relativeDay, sideOf, threadChange, unreadFromStaff } from '../thread';
import { MessageBubble, useAuthorName } from './message-bubble';
import { useMarkStaffMessagesRead } from './use-read-marks';
import { useThread } from './use-thread';

export interface MessageThreadProps {
  conversationId: string;
  /** Whether the tab is on screen (staff messages are marked read only then). */
  visible: boolean;
}

/**
 * The conversation, oldest at the top and newest at the bottom, in its own scroll box: "Show
 * earlier messages" adds the previous 30 above without moving what the reader looks at; new
 * messages are followed when the reader is at the end (or wrote them), otherwise a button leads
 * to them; a staff message arriving live is announced.
 */
export function MessageThread({ conversationId, visible }: MessageThreadProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const nameOf = useAuthorName();
  const thread = useThread(conversationId);
  const messages = thread.thread?.items;
  const hasPictures = Boolean(messages?.some((m) => (m.attachments ?? []).length > 0));
  const token = useFileToken(hasPictures);
  useMarkStaffMessagesRead(messages, visible);

  // Staff messages unread when they came on screen keep their "New" mark while the page is open.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    const ids = messages ? unreadFromStaff(messages) : [];
    if (ids.some((id) => !fresh.has(id))) setFresh((previous) => new Set([...previous, ...ids]));
  }, [messages, fresh]);

  const [today] = useState(() => new Date());
  const groups = useMemo(() => groupByDay(messages ?? []), [messages]);

  const box = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const lastId = useRef<string | undefined>(undefined);
  const anchor = useRef<{ count: number; fromBottom: number } | null>(null);
  const [jump, setJump] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  useLayoutEffect(() => {
    const scroller = box.current;
    if (!scroller || !messages) return;
    // Earlier messages arrived above: the reader stays on what they were reading.
    if (anchor.current && thread.shownCount === anchor.current.count) {
      scroller.scrollTop = scroller.scrollHeight - anchor.current.fromBottom;
      anchor.current = null;
    }
    const last = messages[messages.length - 1];
    const change = threadChange(lastId.current, last?.id);
    lastId.current = last?.id;
    if (change === 'initial') {
      scroller.scrollTop = scroller.scrollHeight;
    } else if (change === 'newer' && last) {
      if (atEnd.current || sideOf(last) === 'own') {
        scroller.scrollTop = scroller.scrollHeight;
        setJump(false);
      } else {
        setJump(true);
      }
      if (sideOf(last) === 'staff') setAnnouncement(t('support.thread.arrived', { name: nameOf(last) }));
    }
  }, [messages, thread.shownCount, t, nameOf]);

  function loadEarlier() {
    const scroller = box.current;
    if (scroller) {
      anchor.current = {
        count: thread.requestedCount + THREAD_PAGE,
        fromBottom: scroller.scrollHeight - scroller.scrollTop,
      };
    }
    thread.loadEarlier();
  }

  function toEnd() {
    const scroller = box.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
    setJump(false);
  }

  if (thread.isPending) return <Skeleton lines={8} />;
  if (thread.error) return <ErrorState error={thread.error} onRetry={thread.retry} />;
  if (!messages || messages.length === 0) return <EmptyState title={t('support.thread.empty')} />;

  return (
    <Frame>
      <Scroller
        ref={box}
        role="region"
        aria-label={t('support.thread.label')}
        tabIndex={0}
        onScroll={(event) => {
          atEnd.current = isNearBottom(event.currentTarget);
          if (atEnd.current && jump) setJump(false);
        }}
      >
        <Top>
          {thread.thread?.hasEarlier ? (
            <Button
              type="button"
              $variant="secondary"
              onClick={loadEarlier}
              disabled={thread.loadingEarlier}
              aria-busy={thread.loadingEarlier || undefined}
            >
              {thread.loadingEarlier ? t('support.thread.loadingEarlier') : t('support.thread.earlier')}
            </Button>
          ) : (
            <Muted>{t('support.thread.start')}</Muted>
          )}
          {thread.earlierError && (
            <Alert tone="error">
              {t('support.thread.earlierFailed')}{' '}
              <Button type="button" $variant="link" onClick={thread.retry}>
                {t('support.thread.retry')}
              </Button>
            </Alert>
          )}
        </Top>
        {groups.map((group) => {
          const relative = relativeDay(group.day, today);
          const headingId = `day-${conversationId}-${group.day}`;
          return (
            <Day key={group.day} role="group" aria-labelledby={headingId}>
              <DayHeading id={headingId}>
                <span>{relative ? t(`support.thread.${relative}`) : format.date(group.at)}</span>
              </DayHeading>
              <PlainList as="ol">
                {group.messages.map((message) => (
                  <MessageBubble
                    key={message.id}
                    message={message}
                    token={token}
                    isNew={sideOf(message) === 'staff' && (!message.read_at || fresh.has(message.id))}
                  />
                ))}
              </PlainList>
            </Day>
          );
        })}
      </Scroller>
      {jump && (
        <JumpButton type="button" onClick={toEnd}>
          {t('support.thread.jump')}
        </JumpButton>
      )}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  min-width: 0;
`;

const Scroller = styled.div`
  display: grid;
  align-content: start;
  gap: ${theme.space(3)};
  height: clamp(18rem, 60vh, 40rem);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.bg};
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

const Top = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space(2)};
  text-align: center;
`;

const Day = styled.div`
  display: grid;
  gap: ${theme.space(2)};
`;

const DayHeading = styled.h2`
  position: sticky;
  top: 0;
  z-index: 1;
  margin: 0;
  display: flex;
  justify-content: center;
  font-size: 0.8125rem;
  font-weight: 600;
  span {
    padding: ${theme.space(1)} ${theme.space(3)};
    border-radius: 999px;
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    color: ${theme.color.muted};
  }
`;

const JumpButton = styled.button`
  position: absolute;
  left: 50%;
  bottom: ${theme.space(3)};
  transform: translateX(-50%);
  min-height: 40px;
  padding: 0 ${theme.space(4)};
  border: none;
  border-radius: 999px;
  background: ${theme.color.primary};
  color: ${theme.color.primaryText};
  font: inherit;
  font-weight: 600;
  box-shadow: ${theme.shadow.raised};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
