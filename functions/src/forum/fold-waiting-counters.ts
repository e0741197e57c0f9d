// The safety net of folded counters (shared/folded-counters.ts): a fold cut short (its instance
// died, its transaction failed) leaves deltas waiting until the counted document's next event.
// Every minute, this folds any delta waiting longer than a minute, so a quiet thread's or poll's
// counts are exact within two minutes whatever happened.
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { pollSchema, replySchema, threadSchema } from '@salon/domain';
import { documentsWithStaleDeltas, foldNow } from '../shared/folded-counters.js';
import { storedDoc } from '../shared/stored.js';

const DOCUMENTS_PER_RUN = 200;

export const foldWaitingCounters = onSchedule(
  { schedule: 'every 1 minutes', timeZone: 'UTC' },
  async () => {
    const waiting = await documentsWithStaleDeltas(DOCUMENTS_PER_RUN);
    for (const path of waiting) {
      await foldNow(storedDoc([threadSchema, replySchema, pollSchema], path));
    }
    if (waiting.length > 0)
      logger.info(`folded the waiting counters of ${waiting.length} documents`);
  },
);
