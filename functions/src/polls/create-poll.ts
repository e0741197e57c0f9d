// Staff open a daily poll: active at once (new-poll-fields.ts). The newest active daily poll is
// the one the Salon shows. Refusals carry the poll form's toasts.
// The poll and its moderation log entry are written together.
import { onCall } from 'firebase-functions/v2/https';
import {
  createPollInput,
  paths,
  pollSchema,
  validatePollDraft,
  type PollDraft,
} from '@salon/domain';
import { prepareLogEntry } from '../moderation/moderation-log.js';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { refuseWithToast } from '../shared/refusal.js';
import { textField } from '../shared/draft-text.js';
import { storedCollection } from '../shared/stored.js';
import { staffPollFields } from './new-poll-fields.js';
import { requireStaff } from './require-staff.js';

export const createPoll = onCall(async (request): Promise<{ pollId: string }> => {
  const staff = await requireStaff(request);
  const refusal = validatePollDraft(pollDraftOf(request.data));
  if (refusal) throw refuseWithToast('invalid-argument', refusal);
  const draft = parseInput(createPollInput, withoutBlankOptions(request.data));
  const poll = storedCollection(pollSchema, paths.polls).doc();
  const log = await prepareLogEntry(staff.uid, {
    action: 'pollOpened',
    memberId: null,
    target: draft.title,
  });
  const batch = db.batch();
  batch.create(poll, staffPollFields('daily', draft, staff.uid));
  await log(batch);
  await batch.commit();
  return { pollId: poll.id };
});

/** The raw input as the form's draft, so validatePollDraft speaks before the schema. */
function pollDraftOf(data: unknown): PollDraft {
  const options: unknown = (data as { options?: unknown } | null)?.options;
  return {
    title: textField(data, 'title'),
    description: textField(data, 'description'),
    options: Array.isArray(options)
      ? options.map((option) => (typeof option === 'string' ? option : ''))
      : [],
  };
}

/** The form may send empty option rows; they are not options. Anything else goes to the schema. */
function withoutBlankOptions(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const options: unknown = (data as { options?: unknown }).options;
  if (!Array.isArray(options)) return data;
  const kept = options.filter((option) => typeof option !== 'string' || option.trim() !== '');
  return { ...data, options: kept };
}
