// Staff open a daily poll: active at once (new-poll-fields.ts). The newest active daily poll is
// the one the Salon shows. Refusals carry the poll form's toasts.
// The poll and its moderation log entry are written together.
import { onCall } from 'firebase-functions/v2/https';
import { createPollInput, paths, pollSchema } from '@salon/domain';
import { prepareLogEntry } from '../moderation/moderation-log.js';
import { db } from '../shared/admin.js';
import { storedCollection } from '../shared/stored.js';
import { staffPollFields } from './new-poll-fields.js';
import { parseStaffPollDraft } from './staff-poll-draft.js';
import { requireStaff } from './require-staff.js';

export const createPoll = onCall(async (request): Promise<{ pollId: string }> => {
  const staff = await requireStaff(request);
  const draft = parseStaffPollDraft(createPollInput, request.data);
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
