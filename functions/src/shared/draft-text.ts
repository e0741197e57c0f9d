// Reads a text field of a callable's raw input for the domain's draft validators, which give the
// spec's toasts; anything that is not a string counts as empty (the schema then names it).
import { mapFields, validateReplyDraft, validateThreadDraft } from '@salon/domain';
import { refuse } from './refusal.js';

export function textField(data: unknown, key: string): string {
  const value = mapFields(data)?.[key];
  return typeof value === 'string' ? value : '';
}

/** A list of texts (a poll's options): what is not a string reads as empty, no list as none. */
export function textListField(data: unknown, key: string): string[] {
  const value = mapFields(data)?.[key];
  return Array.isArray(value) ? value.map((entry) => (typeof entry === 'string' ? entry : '')) : [];
}

/**
 * Refuses a reply (to a thread, a reply or a poll) with the spec's toast before the schema's
 * generic message: empty, over 2000 characters, blocked word ("Your reply"), more than 10 members
 * mentioned.
 */
export function refuseBadReplyBody(data: unknown): void {
  const refusal = validateReplyDraft(textField(data, 'body'));
  if (refusal) throw refuse('invalid-argument', refusal);
}

/**
 * Refuses a discussion's title and body (new or edited) with the spec's toast before the schema's
 * generic message: missing, over their limits, blocked word, more than 10 members mentioned.
 */
export function refuseBadThreadDraft(data: unknown): void {
  const refusal = validateThreadDraft({
    title: textField(data, 'title'),
    body: textField(data, 'body'),
  });
  if (refusal) throw refuse('invalid-argument', refusal);
}
