// Lenient readers for Firestore fields: an odd value reads as a default instead of throwing, so
// one odd document cannot blank a whole list. Every feature's `documents.ts` builds on these.

export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A non-negative finite count; anything else is 0. */
export function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Firestore Timestamps (anything with `toDate`) and Dates as a Date; null otherwise. */
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

/**
 * Pending server timestamps read as the SDK's local estimate, so a document just written shows
 * its time at once instead of none until the server answers.
 */
export const ESTIMATED_TIMESTAMPS = { serverTimestamps: 'estimate' } as const;
