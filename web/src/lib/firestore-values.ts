// Lenient readers for the fields of the documents a first visit shows (posts, polls,
// notifications, authors' cards, the member's blocks and suspension), read field by field so that
// zod stays out of the first visit (web/README.md, "No zod in the shell"): an odd value reads as a
// default instead of throwing, so one odd document cannot blank a whole list. The readers of
// posts, polls, notifications, cards and suspensions each have a test against the collection's
// domain schema (the blocks list reads only ids and `blockedAt`); times convert with `toDate`
// (documents.ts), as every other document's do.

export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A non-negative finite count; anything else is 0. */
export function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}
