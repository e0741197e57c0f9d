// Scores one answer to the question last served, by the function's clock: once (the round moves
// on in the same transaction, so a second answer, or an answer to a question not yet served, is
// refused), and only here (no client writes a round, a record or a leaderboard row). The round's
// last answer ends it: the member's record (best, level, rounds) and their row on the week's
// leaderboard, which names them only while their profile is public. Name the work scores by the
// bars shown (reveal-game-bar.ts), not by the clock.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  answerGameQuestionInput,
  answerPoints,
  gameScoreSchema,
  gameStatsSchema,
  gameWeekKey,
  GAME_TOASTS,
  paths,
  readStoredFields,
  themeAnswerPoints,
  themeCredit,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { isPrivateCard } from '../shared/profile-privacy.js';
import { refuse } from '../shared/refusal.js';
import { gameRoundRef, gameScoreRef, gameStatsRef } from './game-refs.js';
import { playableRound } from './round-access.js';
import { keptQuestion, servedPrompt, themeOf } from './served-question.js';

export const answerGameQuestion = onCall(async (request) => {
  const { uid } = await requireMember(request);
  const { roundId, index, answer } = parseInput(answerGameQuestionInput, request.data);
  return db.runTransaction(async (transaction) => {
    const [roundSnapshot, statsSnapshot, card] = await Promise.all([
      transaction.get(gameRoundRef(roundId)),
      transaction.get(gameStatsRef(uid)),
      transaction.get(db.doc(paths.profile(uid))),
    ]);
    const round = playableRound(roundSnapshot, uid);
    const { servedAt, game, level } = round;
    if (index !== round.next || !servedAt) {
      throw refuse('failed-precondition', GAME_TOASTS.notServed);
    }
    const total = round.questions.length;
    const question = keptQuestion(round, index);
    const stats = readStoredFields(gameStatsSchema, statsSnapshot.data(), [
      'scoreKey',
      'games',
      'weeks',
    ]);
    const now = Timestamp.now();
    const right = question.answer === answer;
    const served = servedPrompt(question, round.barsShownAt.length);
    const points =
      served.kind === 'theme'
        ? themeAnswerPoints({
            right,
            shown: served.bars.length,
            totalBars: served.totalBars,
            level,
          })
        : answerPoints({ right, elapsedMs: now.toMillis() - servedAt.getTime(), level });
    const score = round.score + points;
    const finished = index + 1 === total;
    const theme = served.kind === 'theme' && served.part === 'work' ? themeOf(question) : null;
    // Every read before the first write, as a transaction asks: this week's row, if any.
    const weekKey = gameWeekKey(now.toDate());
    const scoreKey = stats.scoreKey ?? randomUUID();
    const row = gameScoreRef(weekKey, game, scoreKey);
    const existing = finished ? await transaction.get(row) : null;
    transaction.update(gameRoundRef(roundId), {
      next: index + 1,
      servedAt: null,
      points: [...round.points, points],
      score,
      finishedAt: finished ? now : null,
    });
    let best: number | null = null;
    let newBest = false;
    if (finished) {
      const records = stats.games ?? {};
      const before = records[game];
      newBest = !before || score > before.best;
      best = Math.max(score, before?.best ?? 0);
      const weeks = new Set(stats.weeks ?? []).add(`${weekKey}_${game}`);
      transaction.set(gameStatsRef(uid), {
        games: {
          ...records,
          [game]: {
            best,
            level: Math.max(level, before?.level ?? 1),
            rounds: (before?.rounds ?? 0) + 1,
          },
        },
        scoreKey,
        weeks: [...weeks],
        updatedAt: now,
      });
      const kept = readStoredFields(gameScoreSchema, existing?.data(), ['points']).points;
      if (kept === undefined || score > kept) {
        transaction.set(row, {
          points: score,
          memberId: isPrivateCard(card) ? null : uid,
          reachedAt: now,
        });
      }
    }
    return {
      right,
      answer: question.answer,
      credit: theme ? themeCredit(theme) : null,
      points,
      score,
      finished,
      best,
      newBest,
    };
  });
});
