// The field readers: one stored field at a time, leniently, with no schema. They are the reader's
// zod-free entry point (stored.ts is the other), for code that must not load zod: the web app's
// first visit reads posts, polls, notifications and cards with them (web/README.md, "No zod in
// the shell"). An odd value reads as the field's empty value instead of throwing, so one odd
// document cannot blank a list. Times are converted here once, for both entry points.

/** A Firestore Timestamp (anything with `toDate`, the web SDK's or the admin SDK's) or a Date as a Date; null otherwise. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'object' && value !== null && 'toDate' in value) {
    const { toDate: convert } = value as { toDate: unknown };
    if (typeof convert === 'function') {
      const date: unknown = convert.call(value);
      if (date instanceof Date) return date;
    }
  }
  return null;
}

/** A time a list sorts by: one that cannot be read is the epoch, so it sorts as the oldest. */
export function dateOrEpoch(value: unknown): Date {
  return toDate(value) ?? new Date(0);
}

/** The data with every Timestamp, nested ones too, as a Date: what the domain's schemas take. */
export function withDates(value: unknown): unknown {
  const date = toDate(value);
  if (date) return date;
  if (Array.isArray(value)) return value.map(withDates);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withDates(item)]));
  }
  return value;
}

/** The fields of a map (a document's data, a map field); null for anything else. */
export function mapFields(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** A string field; anything else is ''. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A non-negative finite count; anything else is 0. */
export function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}
