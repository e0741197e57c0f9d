// Music games per role and operation: rounds (with their answers) are nobody's to read; a
// member's record is read as the profile's sections are; the weekly leaderboards are public, a
// page at a time; no client writes any of them.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, limit, orderBy, query } from 'firebase/firestore';
import { GAME_IDS, GAME_LEADERBOARD_SIZE, paths } from '@salon/domain';
import { OTHER, OWNER, ROLES, itRefusesEveryClientWrite, rulesSuite } from './support/rules-env.js';

const WEEK = '2026-11-23';
const round = {
  uid: OWNER,
  game: 'intervals',
  level: 1,
  questions: [
    {
      prompt: { kind: 'interval', notes: [60, 64], order: 'ascending', choices: ['3M'] },
      answer: '3M',
    },
  ],
  next: 0,
  servedAt: null,
  barsShownAt: [],
  points: [],
  score: 0,
  startedAt: new Date(),
  finishedAt: null,
};
/** A Name the work round: its theme's id and names kept, with when each bar was shown. */
const themeRound = {
  ...round,
  game: 'name-the-work',
  questions: [
    {
      prompt: { kind: 'theme', part: 'composer', choices: ['Johann Pachelbel', 'Erik Satie'] },
      answer: 'Johann Pachelbel',
      themeId: 'pachelbel-canon-in-d',
    },
  ],
  servedAt: new Date(),
  barsShownAt: [new Date()],
};
const stats = (scoreKey: string) => ({
  games: { intervals: { best: 500, level: 1, rounds: 1 } },
  scoreKey,
  weeks: [`${WEEK}_intervals`],
  updatedAt: new Date(),
});
const score = (memberId: string | null) => ({ points: 500, memberId, reachedAt: new Date() });

const { as } = rulesSuite('demo-rules-games', {
  [`profiles/${OWNER}`]: { username: 'owner', displayName: 'Owner', isPrivate: true },
  [`profiles/${OTHER}`]: { username: 'other', displayName: 'Other', isPrivate: false },
  [paths.gameRound('r1')]: round,
  [paths.gameRound('r-theme')]: themeRound,
  [paths.gameStats(OWNER)]: stats('k-owner'),
  [paths.gameStats(OTHER)]: stats('k-other'),
  [paths.gameScore(WEEK, 'intervals', 'k-owner')]: score(null),
});

describe('a round', () => {
  it('is read by no client, its player included', async () => {
    for (const role of ROLES) {
      await assertFails(getDoc(doc(as[role](), paths.gameRound('r1'))));
      await assertFails(getDoc(doc(as[role](), paths.gameRound('r-theme'))));
      await assertFails(getDocs(query(collection(as[role](), paths.gameRounds), limit(1))));
    }
  });

  itRefusesEveryClientWrite(
    as,
    {
      [paths.gameRound('r1')]: { ...round, score: 1000 },
      [paths.gameRound('r-theme')]: { ...themeRound, barsShownAt: [] },
      [paths.gameRound('r2')]: themeRound,
    },
    [paths.gameRound('r1')],
  );
});

describe('a member’s record', () => {
  it('is read as the profile’s sections are', async () => {
    await assertSucceeds(getDoc(doc(as.owner(), paths.gameStats(OWNER))));
    await assertSucceeds(getDoc(doc(as.admin(), paths.gameStats(OWNER))));
    for (const role of ['visitor', 'member', 'other', 'moderator'] as const) {
      await assertFails(getDoc(doc(as[role](), paths.gameStats(OWNER))));
    }
    for (const role of ROLES) await assertSucceeds(getDoc(doc(as[role](), paths.gameStats(OTHER))));
  });

  itRefusesEveryClientWrite(
    as,
    { [paths.gameStats(OWNER)]: stats('x'), [paths.gameStats('new')]: stats('y') },
    [paths.gameStats(OWNER)],
  );
});

describe('a week’s leaderboard', () => {
  it('is read by everyone, a page at a time, in every game', async () => {
    for (const role of ROLES) {
      for (const game of GAME_IDS) {
        const scores = collection(as[role](), paths.gameScores(WEEK, game));
        await assertSucceeds(
          getDocs(query(scores, orderBy('points', 'desc'), limit(GAME_LEADERBOARD_SIZE))),
        );
        await assertFails(getDocs(query(scores, limit(51))));
      }
    }
  });

  itRefusesEveryClientWrite(
    as,
    {
      [paths.gameScore(WEEK, 'intervals', 'k-owner')]: score(OWNER),
      [paths.gameScore(WEEK, 'intervals', 'forged')]: score(OWNER),
      [paths.gameScore(WEEK, 'name-the-work', 'forged')]: score(OWNER),
    },
    [paths.gameScore(WEEK, 'intervals', 'k-owner')],
  );
});
