// A member starts a scored round: the function draws its questions (with the platform's
// cryptographic randomness) and keeps them, answers included, where no client reads them; the
// member then asks for each question in turn (next-game-question.ts) and answers it
// (answer-game-question.ts). Practice needs none of this: the page draws its own questions.
import { randomInt } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { drawIntervalQuestion, GAME_ROUND_LENGTH, startGameRoundInput } from '@salon/domain';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { takeRateLimit } from '../shared/rate-limit.js';
import { gameRounds } from './game-refs.js';

/** A uniform [0, 1) from the platform's CSPRNG, as the domain's draw takes it. */
const secureRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

export const startGameRound = onCall(async (request) => {
  const { uid } = await requireMember(request, { withProfile: true });
  const { game, level } = parseInput(startGameRoundInput, request.data);
  await takeRateLimit(uid, 'startGameRound');
  const questions = Array.from({ length: GAME_ROUND_LENGTH }, () =>
    drawIntervalQuestion(level, secureRandom),
  );
  const round = gameRounds().doc();
  await round.create({
    uid,
    game,
    level,
    questions: questions.map(({ prompt, answer }) => ({
      prompt: { ...prompt, notes: [...prompt.notes], choices: [...prompt.choices] },
      answer,
    })),
    next: 0,
    servedAt: null,
    points: [],
    score: 0,
    startedAt: FieldValue.serverTimestamp(),
    finishedAt: null,
  });
  return { roundId: round.id, total: questions.length };
});
