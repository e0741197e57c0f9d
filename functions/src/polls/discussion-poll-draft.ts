// A member's poll as createThread and editPoll receive it, judged by the domain's
// validateDiscussionPollDraft before the schema, so a refusal carries the form's toast rather
// than the schema's message.
import { mapFields, validateDiscussionPollDraft, type DiscussionPollDraft } from '@salon/domain';
import { textField, textListField } from '../shared/draft-text.js';
import { refuse } from '../shared/refusal.js';

/** Refuses a bad poll (the raw input's fields) with its toast. */
export function refuseBadDiscussionPoll(raw: unknown, now: number): void {
  const refusal = validateDiscussionPollDraft(pollDraftOf(raw), now);
  if (refusal) throw refuse('invalid-argument', refusal);
}

/** What is not of the right type reads as empty (or invalid): the schema names it after. */
function pollDraftOf(raw: unknown): DiscussionPollDraft {
  const fields = mapFields(raw) ?? {};
  const { maxChoices, closesAt } = fields;
  return {
    question: textField(raw, 'question'),
    options: textListField(raw, 'options'),
    maxChoices: typeof maxChoices === 'number' ? maxChoices : Number.NaN,
    closesAt: typeof closesAt === 'number' ? closesAt : null,
    resultsVisibility: fields['resultsVisibility'] === 'always' ? 'always' : 'afterVoting',
  };
}
