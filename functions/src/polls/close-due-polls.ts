// Polls whose closing time has passed are marked closed, so lists and the Salon read them as
// closed without each reader comparing clocks. Ballots are refused from the closing time itself
// by rules (`request.time`), whatever this schedule's delay; this only tidies the documents.
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { paths, pollSchema } from '@salon/domain';
import { storedCollection } from '../shared/stored.js';
import { db } from '../shared/admin.js';

/** One page of due polls per batch (a batch takes 500 writes). */
const PAGE_SIZE = 400;

/** Marks every poll due by `now` closed at its own closing time; returns how many. */
async function closeDuePollsAt(now: Date): Promise<number> {
  let closed = 0;
  for (;;) {
    const due = await storedCollection(pollSchema, paths.polls)
      .where('isActive', '==', true)
      .where('closesAt', '<=', Timestamp.fromDate(now))
      .limit(PAGE_SIZE)
      .get();
    if (due.empty) return closed;
    const batch = db.batch();
    for (const poll of due.docs) {
      batch.update(poll.ref, { isActive: false, closedAt: poll.get('closesAt') as Timestamp });
    }
    await batch.commit();
    closed += due.size;
  }
}

export const closeDuePolls = onSchedule({ schedule: 'every 5 minutes' }, async (event) => {
  const closed = await closeDuePollsAt(new Date(event.scheduleTime));
  if (closed > 0) logger.info(`closed ${closed} polls at their closing time`);
});
