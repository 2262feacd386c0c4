/** One field of an audit entry, before and after the change. */
export interface DiffEntry {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

type Fields = Record<string, unknown>;

function isPlainObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A record's fields; no record (null) has none; any other value is shown as one `value` field. */
function fieldsOf(value: unknown): Fields {
  if (value === null || value === undefined) return {};
  return isPlainObject(value) ? value : { value };
}

/** Deep equality where key order is irrelevant, array order matters and null equals absent. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === undefined) a = null;
  if (b === undefined) b = null;
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

/**
 * The fields of a record before and after a change (either may be null: created or deleted),
 * changed fields first; within each group, fields keep the order they have in the records.
 */
export function diffEntries(before: unknown, after: unknown): DiffEntry[] {
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const entries = fields.map((field) => ({
    field,
    before: was[field],
    after: now[field],
    changed: !sameValue(was[field], now[field]),
  }));
  return [...entries.filter((e) => e.changed), ...entries.filter((e) => !e.changed)];
}
