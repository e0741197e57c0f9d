// Lenient readers for the fields of documents the screens show field by field (posts,
// notifications, report rows): an odd value reads as a default instead of throwing, so one odd
// document cannot blank a whole list. Whole documents read through lib/documents.ts.
export { ESTIMATED_TIMESTAMPS, toDate } from './documents';

export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A non-negative finite count; anything else is 0. */
export function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}
