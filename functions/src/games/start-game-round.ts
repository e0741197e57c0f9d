// A member starts a scored round: the function draws its questions (draw-round.ts) and keeps them,
// answers included, where no client reads them; the member then asks for each question in turn
// (next-game-question.ts), in Name the work for each further bar (reveal-game-bar.ts), and answers
// it (answer-game-question.ts). Practice needs none of this: the page draws its own questions.
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { startGameRoundInput } from '@salon/domain';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { takeRateLimit } from '../shared/rate-limit.js';
import { drawRound } from './draw-round.js';
import { gameRounds } from './game-refs.js';

export const startGameRound = onCall(async (request) => {
  const { uid } = await requireMember(request, { withProfile: true });
  const { game, level } = parseInput(startGameRoundInput, request.data);
  await takeRateLimit(uid, 'startGameRound');
  const questions = drawRound(game, level);
  const round = gameRounds().doc();
  await round.create({
    uid,
    game,
    level,
    questions,
    next: 0,
    servedAt: null,
    barsShownAt: [],
    points: [],
    score: 0,
    startedAt: FieldValue.serverTimestamp(),
    finishedAt: null,
  });
  return { roundId: round.id, total: questions.length };
});
