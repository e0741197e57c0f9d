// Serves the round's next question, without its answer, and starts its clock. Asking again for
// the same question serves it again but keeps the first time it was served, so asking twice buys
// no time.
import { Timestamp } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { nextGameQuestionInput } from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { gameRoundRef } from './game-refs.js';
import { requirePlayableRound } from './round-access.js';

export const nextGameQuestion = onCall(async (request) => {
  const { uid } = await requireMember(request);
  const { roundId } = parseInput(nextGameQuestionInput, request.data);
  return db.runTransaction(async (transaction) => {
    const round = await transaction.get(gameRoundRef(roundId));
    requirePlayableRound(round, uid);
    const index = round.get('next') as number;
    const { prompt } = (round.get('questions') as { prompt: unknown }[])[index]!;
    if (!round.get('servedAt')) {
      transaction.update(gameRoundRef(roundId), { servedAt: Timestamp.now() });
    }
    return { index, prompt: prompt as never };
  });
});
