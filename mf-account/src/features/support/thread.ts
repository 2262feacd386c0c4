import { parsePbDate } from '@fwd/shared-contracts';

/** What the thread needs of a message. */
export interface ThreadMessage {
  id: string;
  created: string;
  author_staff: string;
  read_at: string;
}

/** Staff messages sit on the left, the customer's own on the right. */
export type Side = 'own' | 'staff';

export function sideOf(message: Pick<ThreadMessage, 'author_staff'>): Side {
  return message.author_staff ? 'staff' : 'own';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of a moment on this device (`2026-11-22`), for day separators. */
export function dayKey(value: string | Date): string {
  const date = typeof value === 'string' ? parsePbDate(value) : value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface DayGroup<M> {
  /** `YYYY-MM-DD` on this device. */
  day: string;
  /** When the day's first message was written (to format the day). */
  at: string;
  messages: M[];
}

/** Messages (oldest first) in runs of one calendar day each. */
export function groupByDay<M extends Pick<ThreadMessage, 'created'>>(messages: readonly M[]): DayGroup<M>[] {
  const groups: DayGroup<M>[] = [];
  for (const message of messages) {
    const day = dayKey(message.created);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.messages.push(message);
    else groups.push({ day, at: message.created, messages: [message] });
  }
  return groups;
}

/** `today` or `yesterday` for those two days (seen from `now`), otherwise null (show the date). */
export function relativeDay(day: string, now: Date): 'today' | 'yesterday' | null {
  if (day === dayKey(now)) return 'today';
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12);
  return day === dayKey(yesterday) ? 'yesterday' : null;
}

/** Ids of the staff messages the customer has not read yet. */
export function unreadFromStaff(messages: readonly ThreadMessage[]): string[] {
  return messages.filter((m) => m.author_staff && !m.read_at).map((m) => m.id);
}

/** Whether a scroll box shows its end (within `slack` pixels). */
export function isNearBottom(
  box: { scrollHeight: number; scrollTop: number; clientHeight: number },
  slack = 80,
): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= slack;
}

/** Whether an update brought the first messages (scroll to the end) or newer ones below (follow them). */
export function threadChange(
  lastBefore: string | undefined,
  lastAfter: string | undefined,
): 'initial' | 'newer' | 'none' {
  if (!lastAfter || lastAfter === lastBefore) return 'none';
  return lastBefore ? 'newer' : 'initial';
}
