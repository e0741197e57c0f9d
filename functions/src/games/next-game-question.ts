// Serves the round's next question, without its answer, and starts its clock. Asking again for
// the same question serves it again but keeps the first time it was served, so asking twice buys
// no time. A theme (Name the work) starts with its first bar shown; its second question (the work)
// keeps the bars its first had shown.
import { onCall } from 'firebase-functions/v2/https';
import { nextGameQuestionInput } from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { gameRoundRef } from './game-refs.js';
import { playableRound } from './round-access.js';
import { keptQuestion, servedPrompt } from './served-question.js';

export const nextGameQuestion = onCall(async (request) => {
  const { uid } = await requireMember(request);
  const { roundId } = parseInput(nextGameQuestionInput, request.data);
  return db.runTransaction(async (transaction) => {
    const round = playableRound(await transaction.get(gameRoundRef(roundId)), uid);
    const index = round.next;
    const question = keptQuestion(round, index);
    let { barsShownAt } = round;
    if (!round.servedAt) {
      const now = new Date();
      const newTheme = question.prompt.kind === 'theme' && question.prompt.part === 'composer';
      if (newTheme) barsShownAt = [now];
      transaction.update(gameRoundRef(roundId), { servedAt: now, barsShownAt });
    }
    return { index, prompt: servedPrompt(question, barsShownAt.length) };
  });
});
