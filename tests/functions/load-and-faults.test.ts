// The Salon under a crowd and under faults, on a stack of its own (its emulator's commits are
// watched, and its functions host is killed). A viral thread: 200 members replying to and reacting
// on one thread for a minute keep its counters exact with no trigger failing, and the thread
// document takes at most about one write a second, Firestore's sustained rate for one document
// (docs/data-model.md, "Folded counters"). A functions host killed mid-burst is started again,
// and every event is still handled, once. A mail server that is down leaves the message to be
// retried, with the reason in the log and on the message, and it goes once the server is back.
// One member's flood of calls is refused past their own limit while another member's calls, made
// at the same time, all go through.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths, reactionDocId, REACTION_TYPES, type ReactionType } from '@salon/domain';
import { eventually } from '@salon/emulator/testing';
import { recordPrintedLines } from '../support/printed-lines.js';
import { startOwnStack, type OwnStack, type OwnStackClient } from '../support/own-stack.js';
import { TRIGGERS } from './support/functions-env.js';

const MEMBERS = 200;
const VIRAL_SECONDS = 60;
const PASSWORD = 'load-and-faults';

let own: OwnStack;
let db: Firestore;
type CrowdMember = OwnStackClient & { uid: string };
let members: CrowdMember[] = [];
/** What the stack's functions host printed (the stack echoes its children's lines). */
let printed: string[] = [];

beforeAll(async () => {
  printed = recordPrintedLines();
  own = await startOwnStack('demo-load-and-faults');
  db = getFirestore(own.admin);
  const auth = getAuth(own.admin);
  const accountOf = async (i: number) => {
    const email = `crowd${i}@load.test`;
    const uid = await auth.createUser({ email, password: PASSWORD }).then(
      (user) => user.uid,
      async (error: { code?: string }) => {
        // The admin SDK sends a request again when its answer is late (a timeout on a loaded
        // machine): the first one may have made the account.
        if (error.code !== 'auth/email-already-exists') throw error;
        return (await auth.getUserByEmail(email)).uid;
      },
    );
    await db.doc(paths.profile(uid)).set({ username: `crowd${i}`, displayName: `Crowd ${i}` });
    return { uid, email };
  };
  // Made and signed in a few at a time: two hundred requests at once only queue (and time out).
  for (let i = 0; i < MEMBERS; i += 20) {
    const batch = Array.from({ length: Math.min(20, MEMBERS - i) }, (_, offset) => i + offset);
    const accounts = await Promise.all(batch.map(accountOf));
    members.push(
      ...(await Promise.all(
        accounts.map(async ({ uid, email }) => ({ uid, ...(await own.client(email, PASSWORD)) })),
      )),
    );
  }
}, 300_000);

afterAll(async () => {
  members = [];
  await own?.stop();
  vi.restoreAllMocks();
}, 120_000);

/** The times of the commits that changed the document at `path` (not its creation). */
function watchUpdates(path: string): { times: number[]; stop: () => void } {
  const times: number[] = [];
  const stop = own.stack.firestore.state.store.subscribe((commit) => {
    if (commit.changes.some((change) => change.path === path && change.before && change.after)) {
      times.push(Date.now());
    }
  });
  return { times, stop };
}

/** A reaction's counters on a post as stored, and as counted from the reaction documents. */
async function reactionCounters(threadId: string, replyId: string | null) {
  const post = await db
    .doc(replyId ? `${paths.replies(threadId)}/${replyId}` : paths.thread(threadId))
    .get();
  const reactions = await db
    .collection(paths.reactions(threadId))
    .where('replyId', '==', replyId)
    .get();
  const counted: Record<string, number> = {};
  for (const reaction of reactions.docs) {
    const type = reaction.get('reactionType') as string;
    counted[type] = (counted[type] ?? 0) + 1;
  }
  const stored = (post.get('reactionCounts') ?? {}) as Record<string, number>;
  return {
    stored: {
      total: post.get('reactionCount') as number,
      ...Object.fromEntries(REACTION_TYPES.map((type) => [type, stored[type] ?? 0])),
    },
    counted: {
      total: reactions.size,
      ...Object.fromEntries(REACTION_TYPES.map((type) => [type, counted[type] ?? 0])),
    },
  };
}

const randomType = (): ReactionType =>
  REACTION_TYPES[Math.floor(Math.random() * REACTION_TYPES.length)] as ReactionType;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a viral thread', () => {
  it(
    'keeps its counters exact, fails no trigger, and takes about one write a second',
    async () => {
      const [author] = members as [CrowdMember];
      const { threadId } = (await author.call('createThread', {
        title: 'Mahler 9 at the Proms tonight',
        body: 'Who is going?',
        isAnonymous: false,
      })) as { threadId: string };
      const updates = watchUpdates(paths.thread(threadId));
      const replyIds: string[] = [];
      const refused: unknown[] = [];
      const started = Date.now();
      // Each member, at random moments of the minute: one reply and one reaction toggle on the
      // thread, the two counters every member moves. The crowd's acts overlap as a real crowd's do.
      await Promise.all(
        members.map(async (member) => {
          const acts = [
            async () => {
              const { replyId } = (await member.call('postReply', {
                threadId,
                parentId: null,
                body: `Count me in (${member.uid.slice(0, 6)})`,
                isAnonymous: false,
              })) as { replyId: string };
              replyIds.push(replyId);
            },
            async () => {
              await member.call('toggleReaction', {
                threadId,
                replyId: null,
                reactionType: randomType(),
              });
            },
          ];
          for (const act of acts) {
            await pause((Math.random() * VIRAL_SECONDS * 1000) / acts.length);
            await act().catch((error: unknown) => refused.push(error));
          }
        }),
      );
      await own.stack.triggersSettled();
      const elapsedSeconds = (Date.now() - started) / 1000;
      updates.stop();

      expect(refused).toEqual([]);
      const thread = await db.doc(paths.thread(threadId)).get();
      expect(thread.get('replyCount')).toBe(replyIds.length);
      expect(replyIds.length).toBe(MEMBERS);
      const onThread = await reactionCounters(threadId, null);
      expect(onThread.stored).toEqual(onThread.counted);
      const waiting = await db
        .collection(`${paths.thread(threadId)}/counterDeltas`)
        .count()
        .get();
      expect(waiting.data().count).toBe(0);
      expect(printed.filter((line) => /\[functions\].*failed/.test(line))).toEqual([]);
      // Four hundred acts on the thread; its document folded at most once a second they spanned.
      expect(updates.times.length).toBeLessThanOrEqual(Math.ceil(elapsedSeconds) + 2);
    },
    VIRAL_SECONDS * 1000 + 400_000,
  );
});

describe('the functions host killed in the middle of a burst of triggers', () => {
  it('is started again, and every event is still handled once: counters exact, one notice each', async () => {
    const [author, ...crowd] = members as [CrowdMember, ...CrowdMember[]];
    const { threadId } = (await author.call('createThread', {
      title: 'Is the Hammerklavier playable at the marked tempo?',
      body: 'Beethoven says 138 to the half note.',
      isAnonymous: false,
    })) as { threadId: string };
    const killedPid = own.stack.functionsHost.pid();
    // Reactions written as toggleReaction writes them, straight to Firestore: the burst goes on
    // while the host is down, as members' writes would.
    const reactions = crowd.slice(0, 150).map((member, i) => ({
      id: reactionDocId(member.uid, REACTION_TYPES[i % 2] as ReactionType, {
        threadId,
        replyId: null,
      }),
      data: {
        userId: member.uid,
        reactionType: REACTION_TYPES[i % 2] as ReactionType,
        threadId,
        replyId: null,
        createdAt: new Date(),
      },
    }));
    const write = (batch: typeof reactions) =>
      Promise.all(
        batch.map(({ id, data }) => db.doc(`${paths.reactions(threadId)}/${id}`).create(data)),
      );
    await write(reactions.slice(0, 75));
    // Triggers are running (a fold waits for its second): the host dies with them.
    await eventually(() => own.stack.triggerBacklog() > 0);
    process.kill(-killedPid, 'SIGKILL');
    await write(reactions.slice(75));
    await eventually(() => own.stack.functionsHost.restarts() === 1, TRIGGERS);
    expect(own.stack.functionsHost.pid()).not.toBe(killedPid);
    await own.stack.triggersSettled();
    const counters = await reactionCounters(threadId, null);
    expect(counters.stored).toEqual(counters.counted);
    expect(counters.counted.total).toBe(reactions.length);
    const notices = await db
      .collection(paths.notifications(author.uid))
      .where('data.threadId', '==', threadId)
      .count()
      .get();
    expect(notices.data().count).toBe(reactions.length);
  }, 400_000);
});

describe('the mail server down', () => {
  it('leaves the e-mail to retry, saying why, and it goes once the server is back', async () => {
    const [author, replier] = members.slice(-2) as [CrowdMember, CrowdMember];
    await getAuth(own.admin).updateUser(author.uid, { emailVerified: true });
    const { threadId } = (await author.call('createThread', {
      title: 'Recordings of the Goldberg Variations',
      body: 'Gould 1955 or 1981?',
      isAnonymous: false,
    })) as { threadId: string };
    await own.stack.mail.takeSmtpDown();
    try {
      await replier.call('postReply', {
        threadId,
        parentId: null,
        body: 'The 1981, for the aria alone.',
        isAnonymous: false,
      });
      const mailToAuthor = db.collection(paths.mailCollection).where('toUid', '==', author.uid);
      await eventually(
        async () => (await mailToAuthor.get()).docs[0]?.get('delivery.state') === 'RETRY',
        TRIGGERS,
      );
      const [mail] = (await mailToAuthor.get()).docs as [FirebaseFirestore.QueryDocumentSnapshot];
      expect(mail.get('delivery.error')).toMatch(/ECONNREFUSED/);
      expect(printed.some((line) => line.includes(`mail ${mail.id} not sent; trying again`))).toBe(
        true,
      );
      await own.stack.mail.bringSmtpUp();
      const nextAttemptAt = (
        mail.get('delivery.nextAttemptAt') as { toMillis(): number }
      ).toMillis();
      await own.runSchedule('retryMail', new Date(nextAttemptAt + 1_000).toISOString());
      expect((await mail.ref.get()).get('delivery')).toMatchObject({
        state: 'SUCCESS',
        attempts: 2,
      });
    } finally {
      await own.stack.mail.bringSmtpUp();
    }
  });
});

describe('one member flooding the callables', () => {
  it('is refused past their own limit, while another member at the same time is not', async () => {
    const [author, flooder, bystander] = members.slice(-5) as [
      CrowdMember,
      CrowdMember,
      CrowdMember,
    ];
    const { threadId } = (await author.call('createThread', {
      title: 'Tempo in the Eroica’s first movement',
      body: 'Beethoven marks 60 to the bar.',
      isAnonymous: false,
    })) as { threadId: string };
    const { replyId } = (await author.call('postReply', {
      threadId,
      parentId: null,
      body: 'Norrington takes it.',
      isAnonymous: false,
    })) as { replyId: string };
    const toggle = (member: CrowdMember, i: number) =>
      member
        .call('toggleReaction', {
          threadId,
          replyId: i % 2 === 0 ? null : replyId,
          reactionType: REACTION_TYPES[i % REACTION_TYPES.length],
        })
        .then(
          () => 'done' as const,
          (error: { code?: string }) => error.code ?? 'unknown',
        );
    // A script's loop: 150 toggles at once, past the 100 a member may make in ten minutes.
    const [flood, calm] = await Promise.all([
      Promise.all(Array.from({ length: 150 }, (_, i) => toggle(flooder, i))),
      (async () => {
        const outcomes: string[] = [];
        for (let i = 0; i < 10; i += 1) outcomes.push(await toggle(bystander, i));
        return outcomes;
      })(),
    ]);
    // At most the limit goes through; the rest is refused as a flood, never failed otherwise.
    // (The count is read back after its increment, so a flood's early calls may see the later
    // ones' counts and be refused too: the flooder loses, nobody else.)
    expect(flood.filter((outcome) => outcome === 'done').length).toBeLessThanOrEqual(100);
    expect(new Set(flood.filter((outcome) => outcome !== 'done'))).toEqual(
      new Set(['functions/resource-exhausted']),
    );
    expect(flood.filter((outcome) => outcome !== 'done').length).toBeGreaterThanOrEqual(50);
    expect(calm).toEqual(Array.from({ length: 10 }, () => 'done'));
  });
});
