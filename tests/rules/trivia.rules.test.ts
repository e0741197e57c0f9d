// Daily trivia per role and operation: the staff queue (admins only), the day's question (public,
// without its key), the key (nobody), members' answers (their own, read only), members' records
// (as private profile sections) and the monthly leaderboard rows (public, function-written).
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { friendshipDocId, paths, POLL_QUEUE_PAGE_SIZE } from '@salon/domain';
import {
  ADMIN,
  OTHER,
  OWNER,
  ROLES,
  itRefusesEveryClientWrite,
  rulesSuite,
} from './support/rules-env.js';

const DAY = '2025-06-01';
const content = {
  question: 'Who wrote The Four Seasons?',
  answers: ['Bach', 'Vivaldi'],
  correctIndex: 1,
  explanation: 'Vivaldi, in 1725.',
  composer: 'Vivaldi',
  period: 'baroque',
};
const queueItem = {
  kind: 'trivia',
  position: 0,
  status: 'queued',
  content,
  createdAt: new Date(),
  updatedAt: new Date(),
  createdBy: ADMIN,
};
const day = {
  dayKey: DAY,
  question: content.question,
  answers: content.answers,
  composer: 'Vivaldi',
  period: 'baroque',
  openedAt: new Date(),
  previousDayKey: null,
  answeredCount: 1,
  rightCount: 1,
};
const answer = {
  answerIndex: 1,
  correctIndex: 1,
  right: true,
  explanation: content.explanation,
  points: 10,
  answeredAt: new Date(),
};
const stats = (scoreKey: string) => ({
  streak: 1,
  bestStreak: 1,
  totalRight: 1,
  totalAnswered: 1,
  lastRightDay: DAY,
  monthlyPoints: { '2025-06': 10 },
  scoreKey,
  updatedAt: new Date(),
});
const score = (memberId: string | null) => ({ points: 10, memberId, reachedAt: new Date() });

const { as, signedInAs, seed } = rulesSuite('demo-rules-trivia', {
  [paths.pollQueueItem('q1')]: queueItem,
  [paths.triviaDay(DAY)]: day,
  [paths.triviaKey(DAY)]: { correctIndex: 1, explanation: content.explanation },
  [paths.triviaAnswer(DAY, OWNER)]: answer,
  [`profiles/${OWNER}`]: { username: 'owner', displayName: 'Owner', isPrivate: true },
  [`profiles/${OTHER}`]: { username: 'other', displayName: 'Other', isPrivate: false },
  [paths.triviaMemberStats(OWNER)]: stats('k-owner'),
  [paths.triviaMemberStats(OTHER)]: stats('k-other'),
  [paths.triviaScore('2025-06', 'k-owner')]: score(null),
  [paths.triviaScore('2025-06', 'k-other')]: score(OTHER),
});

const everyRole = (each: (db: Firestore, role: string) => Promise<void>) =>
  Promise.all(ROLES.map((role) => each(as[role](), role)));

describe('the poll queue', () => {
  it('is read and listed by admins only: its trivia items hold the right answers', async () => {
    await assertSucceeds(getDoc(doc(as.admin(), paths.pollQueueItem('q1'))));
    await assertSucceeds(
      getDocs(
        query(
          collection(as.admin(), paths.pollQueue),
          where('kind', '==', 'trivia'),
          orderBy('position'),
          limit(POLL_QUEUE_PAGE_SIZE),
        ),
      ),
    );
    await assertFails(
      getDocs(query(collection(as.admin(), paths.pollQueue), limit(POLL_QUEUE_PAGE_SIZE + 1))),
    );
    for (const role of ['visitor', 'member', 'owner', 'other', 'moderator'] as const) {
      await assertFails(getDoc(doc(as[role](), paths.pollQueueItem('q1'))));
      await assertFails(getDocs(query(collection(as[role](), paths.pollQueue), limit(50))));
    }
  });

  itRefusesEveryClientWrite(
    as,
    { [paths.pollQueueItem('q1')]: queueItem, [paths.pollQueueItem('new')]: queueItem },
    [paths.pollQueueItem('q1')],
  );
});

describe('the day’s question', () => {
  it('is read by everyone, visitors included, and listed a month at a time', async () => {
    await everyRole(async (db) => {
      await assertSucceeds(getDoc(doc(db, paths.triviaDay(DAY))));
      await assertSucceeds(
        getDocs(query(collection(db, paths.trivia), orderBy('dayKey', 'desc'), limit(31))),
      );
      await assertFails(getDocs(query(collection(db, paths.trivia), limit(32))));
    });
  });

  it('has a right answer no client reads, before or after answering, staff included', async () => {
    await everyRole(async (db) => {
      await assertFails(getDoc(doc(db, paths.triviaKey(DAY))));
      await assertFails(getDocs(query(collection(db, `trivia/${DAY}/key`), limit(1))));
    });
  });

  itRefusesEveryClientWrite(
    as,
    {
      [paths.triviaDay(DAY)]: { ...day, rightCount: 0 },
      [paths.triviaDay('2025-06-02')]: day,
      [paths.triviaKey(DAY)]: { correctIndex: 0, explanation: 'x' },
      [paths.triviaKey('2025-06-02')]: { correctIndex: 0, explanation: 'x' },
    },
    [paths.triviaDay(DAY), paths.triviaKey(DAY)],
  );
});

describe('members’ answers', () => {
  it('are read by their own member only, and listed by nobody', async () => {
    await assertSucceeds(getDoc(doc(as.owner(), paths.triviaAnswer(DAY, OWNER))));
    // Not having answered yet reads as no document, which tells the member nothing else.
    await assertSucceeds(getDoc(doc(as.other(), paths.triviaAnswer(DAY, OTHER))));
    for (const role of ['visitor', 'member', 'other', 'moderator', 'admin'] as const) {
      await assertFails(getDoc(doc(as[role](), paths.triviaAnswer(DAY, OWNER))));
    }
    await everyRole(async (db) => {
      await assertFails(getDocs(query(collection(db, paths.triviaAnswers(DAY)), limit(10))));
    });
  });

  // A member writing their own answer (the right one, or any) is refused: answerTrivia alone.
  itRefusesEveryClientWrite(
    as,
    { [paths.triviaAnswer(DAY, OWNER)]: answer, [paths.triviaAnswer(DAY, OTHER)]: answer },
    [paths.triviaAnswer(DAY, OWNER)],
  );
});

describe('members’ trivia records', () => {
  it('are read as private profile sections: the member, admins, anyone while public', async () => {
    await assertSucceeds(getDoc(doc(as.owner(), paths.triviaMemberStats(OWNER))));
    await assertSucceeds(getDoc(doc(as.admin(), paths.triviaMemberStats(OWNER))));
    for (const role of ['visitor', 'member', 'other', 'moderator'] as const) {
      await assertFails(getDoc(doc(as[role](), paths.triviaMemberStats(OWNER))));
    }
    await everyRole(async (db) => {
      await assertSucceeds(getDoc(doc(db, paths.triviaMemberStats(OTHER))));
      await assertFails(getDocs(query(collection(db, paths.triviaStats), limit(10))));
    });
  });

  it('are read by an accepted friend of a private member', async () => {
    await seed({
      [`friendships/${friendshipDocId(OWNER, 'friend')}`]: {
        requesterId: 'friend',
        addresseeId: OWNER,
        status: 'accepted',
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    });
    await assertSucceeds(getDoc(doc(signedInAs('friend'), paths.triviaMemberStats(OWNER))));
  });

  itRefusesEveryClientWrite(
    as,
    { [paths.triviaMemberStats(OWNER)]: stats('k'), [paths.triviaMemberStats('x')]: stats('k') },
    [paths.triviaMemberStats(OWNER)],
  );
});

describe('the monthly leaderboard', () => {
  it('is read by everyone, by points, a bounded page at a time', async () => {
    await everyRole(async (db) => {
      const top = query(
        collection(db, paths.triviaScores('2025-06')),
        orderBy('points', 'desc'),
        orderBy('reachedAt'),
        limit(50),
      );
      await assertSucceeds(getDocs(top));
      await assertFails(
        getDocs(query(collection(db, paths.triviaScores('2025-06')), orderBy('points'))),
      );
    });
  });

  itRefusesEveryClientWrite(
    as,
    {
      [paths.triviaScore('2025-06', 'k-owner')]: score(OWNER),
      [paths.triviaScore('2025-06', 'n')]: score(null),
    },
    [paths.triviaScore('2025-06', 'k-other')],
  );
});
