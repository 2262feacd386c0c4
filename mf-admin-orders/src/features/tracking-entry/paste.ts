/** A tracking code as the server stores it: trimmed, upper-cased, 3–50 letters, digits or dashes. */
export function normalizeCode(text: string): string {
  return text.trim().toUpperCase();
}

export const isTrackingCode = (code: string) => /^[A-Z0-9-]{3,50}$/.test(code);

export type LineProblem = 'format' | 'badCode' | 'duplicate';

export interface PastedLine {
  line: number;
  orderCode: string;
  trackingCode: string;
  problem?: LineProblem;
}

/**
 * Reads pasted lines of `ORDER-CODE TRACKING-CODE` (spaces or tabs; blank lines ignored). A line
 * without two parts or with a malformed tracking code is flagged; the same pair twice is a
 * duplicate. Several codes for one order are allowed (one line each).
 */
export function parsePaste(text: string): PastedLine[] {
  const seen = new Set<string>();
  const lines: PastedLine[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const parts = raw
      .trim()
      .split(/[\s,;]+/)
      .filter(Boolean);
    if (parts.length === 0) return;
    const line = index + 1;
    if (parts.length !== 2) {
      lines.push({ line, orderCode: normalizeCode(parts[0] ?? ''), trackingCode: '', problem: 'format' });
      return;
    }
    const orderCode = normalizeCode(parts[0]!);
    const trackingCode = normalizeCode(parts[1]!);
    const key = `${orderCode} ${trackingCode}`;
    const problem: LineProblem | undefined = !isTrackingCode(trackingCode)
      ? 'badCode'
      : seen.has(key)
        ? 'duplicate'
        : undefined;
    seen.add(key);
    lines.push(problem ? { line, orderCode, trackingCode, problem } : { line, orderCode, trackingCode });
  });
  return lines;
}

export type MatchState = 'ready' | 'unknownOrder' | 'wrongStatus' | LineProblem;

/** Each line with what the preview says about it, given the orders found by code. */
export function matchLines(
  lines: PastedLine[],
  orders: Map<string, { id: string; status: string }>,
): (PastedLine & { state: MatchState; orderId?: string })[] {
  return lines.map((line) => {
    if (line.problem) return { ...line, state: line.problem };
    const order = orders.get(line.orderCode);
    if (!order) return { ...line, state: 'unknownOrder' };
    if (order.status !== 'purchased') return { ...line, state: 'wrongStatus', orderId: order.id };
    return { ...line, state: 'ready', orderId: order.id };
  });
}

/** The ready lines grouped per order: one transition per order with all its codes. */
export function groupByOrder(
  lines: { state: MatchState; orderId?: string; orderCode: string; trackingCode: string }[],
) {
  const groups = new Map<string, { orderId: string; orderCode: string; codes: string[] }>();
  for (const line of lines) {
    if (line.state !== 'ready' || !line.orderId) continue;
    const group = groups.get(line.orderId) ?? { orderId: line.orderId, orderCode: line.orderCode, codes: [] };
    group.codes.push(line.trackingCode);
    groups.set(line.orderId, group);
  }
  return [...groups.values()];
}
