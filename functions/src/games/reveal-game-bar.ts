// Name the work: shows one more bar of the theme being asked, noting by the function's clock when
// it was shown. Only the question served may grow, and only to its last bar: a client sees no bar
// it has not asked for here, and each one it asked for counts against its points.
import { onCall } from 'firebase-functions/v2/https';
import { GAME_TOASTS, revealGameBarInput } from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { refuse } from '../shared/refusal.js';
import { gameRoundRef } from './game-refs.js';
import { playableRound } from './round-access.js';
import { keptQuestion, servedPrompt } from './served-question.js';

export const revealGameBar = onCall(async (request) => {
  const { uid } = await requireMember(request);
  const { roundId, index } = parseInput(revealGameBarInput, request.data);
  return db.runTransaction(async (transaction) => {
    const round = playableRound(await transaction.get(gameRoundRef(roundId)), uid);
    if (index !== round.next || !round.servedAt) {
      throw refuse('failed-precondition', GAME_TOASTS.notServed);
    }
    const question = keptQuestion(round, index);
    const before = servedPrompt(question, round.barsShownAt.length);
    if (before.kind !== 'theme' || before.bars.length >= before.totalBars) {
      throw refuse('failed-precondition', GAME_TOASTS.noBars);
    }
    const barsShownAt = [...round.barsShownAt, new Date()];
    transaction.update(gameRoundRef(roundId), { barsShownAt });
    return { index, prompt: servedPrompt(question, barsShownAt.length) };
  });
});
