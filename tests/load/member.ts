// One simulated member: the Firebase web SDK of their own (auth, firestore, functions), driven
// through the web app's own data access (web/src/features/*/api, web/src/lib), so every write goes
// the app's way: callables from the domain's catalogue, direct writes with the write budget.
// What they post carries the time it was sent, so any other member's listener that shows it
// knows how long it took.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signOut, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import {
  NO_THREAD_FILTERS,
  RATE_LIMIT_TOAST,
  followDocId,
  paths,
  pollOptionId,
  reactionDocId,
  REACTION_TYPES,
  type ThreadListView,
} from '@salon/domain';
import { AppError, toAppError } from '../../web/src/lib/app-error';
import type { FirebaseServices } from '../../web/src/lib/firebase-services';
import { signUpWithEmail } from '../../web/src/features/auth/api/sign-up';
import { signInWithEmail } from '../../web/src/features/auth/api/sign-in';
import {
  createThread,
  fetchOwnReactions,
  fetchThreadPage,
  recordThreadView,
  subscribeToThread,
  subscribeToThreadList,
  toggleReaction,
} from '../../web/src/features/salon/api/salon-api';
import {
  postReply,
  subscribeToReplies,
} from '../../web/src/features/discussion/api/discussion-api';
import { castVote, subscribeToActivePoll } from '../../web/src/features/polls/api/polls-api';
import { followMember } from '../../web/src/features/social/api/follows';
import type { ExpectedDocument } from './checks.js';
import type { MemberAction, StackAddresses } from './protocol.js';
import { countOutcome, type Tallies } from './stats.js';

/** The operations that write, and those that read, as the report adds them up. */
export const WRITE_OPERATIONS = [
  'signUp',
  'createThread',
  'postReply',
  'toggleReaction',
  'castVote',
  'followMember',
  'recordThreadView',
];
export const READ_OPERATIONS = ['fetchThreadPage', 'fetchOwnReactions', 'signIn'];

/** The poll's options the members choose from (the daily poll the run opens has four). */
export const POLL_OPTIONS = 4;

const FIRST_PAGE: ThreadListView = { ...NO_THREAD_FILTERS, page: 1, sort: 'recent' };
const PASSWORD = 'load-test-password-1';

/** Milliseconds on a clock every process on this machine shares. */
const now = () => performance.timeOrigin + performance.now();

const SENT_AT = /sent at (\d+(?:\.\d+)?) ms/;

/** The outcome of a failed operation: a rate limit's own refusal, or an error by its kind. */
export function outcomeOf(error: unknown): { rateLimited: true } | { error: string } {
  const appError = error instanceof AppError ? error : toAppError(error);
  if (appError.toast?.title === RATE_LIMIT_TOAST.title) return { rateLimited: true };
  return { error: `${appError.kind}: ${(appError.reason ?? appError.message).slice(0, 120)}` };
}

const pick = <T>(items: readonly T[]): T | undefined =>
  items[Math.floor(Math.random() * items.length)];

export interface MemberShared {
  readonly stack: StackAddresses;
  /** Replaced by an empty one each time the worker sends what was counted. */
  tallies: Tallies;
  /** Every acknowledged write's document, by path: the last acknowledgement wins. */
  readonly acknowledged: Map<string, ExpectedDocument>;
}

export class Member {
  readonly index: number;
  readonly #shared: MemberShared;
  readonly #app: FirebaseApp;
  readonly #services: FirebaseServices;
  #uid = '';
  #sequence = 0;
  readonly #knownThreads = new Set<string>();
  readonly #followed = new Set<string>();
  #openThread: { id: string; replyIds: string[]; stop: () => void } | null = null;
  readonly #stops: (() => void)[] = [];
  readonly #background = new Set<Promise<unknown>>();

  constructor(index: number, shared: MemberShared) {
    this.index = index;
    this.#shared = shared;
    const { stack } = shared;
    this.#app = initializeApp(
      { projectId: stack.projectId, apiKey: 'demo-key' },
      `member-${index}`,
    );
    const auth = getAuth(this.#app);
    connectAuthEmulator(auth, stack.authUrl, { disableWarnings: true });
    const firestore = getFirestore(this.#app);
    connectFirestoreEmulator(firestore, stack.firestoreHost, stack.firestorePort);
    const functions = getFunctions(this.#app);
    connectFunctionsEmulator(functions, stack.host, stack.functionsPort);
    this.#services = {
      auth,
      firestore,
      functions: () => Promise.resolve(functions),
      storage: () => Promise.reject(new Error('The load run uploads nothing')),
    };
  }

  get uid(): string {
    return this.#uid;
  }

  get #auth(): Auth {
    return this.#services.auth;
  }

  get #firestore(): Firestore {
    return this.#services.firestore;
  }

  get #email(): string {
    return `member${this.index}@load.test`;
  }

  async #run(operation: string, action: () => Promise<void>): Promise<boolean> {
    const startedAt = now();
    try {
      await action();
      countOutcome(this.#shared.tallies, operation, { ok: true });
      (this.#shared.tallies.durations[operation] ??= []).push(now() - startedAt);
      return true;
    } catch (error) {
      countOutcome(this.#shared.tallies, operation, outcomeOf(error));
      return false;
    }
  }

  #acknowledge(path: string, present = true, fields?: Record<string, unknown>): void {
    this.#shared.acknowledged.set(path, { path, present, ...(fields && { fields }) });
  }

  /** Signs up as the sign-up form does: the username claim and profile, the verification mail. */
  async signUp(): Promise<boolean> {
    const username = `member${this.index}`;
    return this.#run('signUp', async () => {
      await signUpWithEmail(
        this.#auth,
        this.#firestore,
        { email: this.#email, password: PASSWORD, username },
        'http://127.0.0.1/',
      );
      this.#uid = this.#auth.currentUser!.uid;
      this.#acknowledge(paths.profile(this.#uid));
      this.#acknowledge(paths.username(username), true, { uid: this.#uid });
    });
  }

  /** Posts a discussion; resolves to its id, or null when refused. */
  async postThread(): Promise<string | null> {
    let threadId: string | null = null;
    const sentAt = now();
    await this.#run('createThread', async () => {
      threadId = await createThread(this.#services, {
        title: `Load test discussion ${this.index}-${++this.#sequence}`,
        body: `A discussion of the load test by member ${this.index}, sent at ${sentAt.toFixed(1)} ms.`,
        isAnonymous: false,
      });
      this.#knownThreads.add(threadId);
      this.#acknowledge(paths.thread(threadId));
    });
    return threadId;
  }

  /** What a member sees on arriving: the Salon's first page, live, and the daily poll. */
  async arrive(threadIds: readonly string[], oneThread: boolean): Promise<void> {
    for (const id of threadIds) this.#knownThreads.add(id);
    await this.readPage(1);
    const listStartedAt = now();
    this.#stops.push(
      subscribeToThreadList(this.#services, FIRST_PAGE, {
        onInsert: (thread) => {
          this.#knownThreads.add(thread.id);
          this.#sighted('thread', thread.authorId, thread.body, listStartedAt);
        },
        onUpdate: () => this.#shared.tallies.listenerUpdates++,
        onChange: () => this.#shared.tallies.listenerUpdates++,
      }),
      subscribeToActivePoll(
        this.#services,
        'daily',
        () => this.#shared.tallies.listenerUpdates++,
        (error) => countOutcome(this.#shared.tallies, 'listenToPoll', outcomeOf(error)),
      ),
    );
    const first = oneThread ? threadIds[0] : pick([...this.#knownThreads]);
    if (first) await this.openThread(first);
  }

  /** A post another member wrote, shown by this member's listener: how long it took. */
  #sighted(kind: string, authorId: string | null, body: string, listeningSince: number): void {
    this.#shared.tallies.listenerUpdates++;
    if (authorId === this.#uid) return;
    const sent = SENT_AT.exec(body);
    if (!sent) return;
    const sentAt = Number(sent[1]);
    // Written before this listener started: its first showing measures the listener, not the write.
    if (sentAt < listeningSince) return;
    (this.#shared.tallies.latencies[kind] ??= []).push(now() - sentAt);
  }

  async readPage(page = 1 + Math.floor(Math.random() * 3)): Promise<void> {
    await this.#run('fetchThreadPage', async () => {
      const { threads } = await fetchThreadPage(this.#services, { ...FIRST_PAGE, page });
      for (const thread of threads) this.#knownThreads.add(thread.id);
    });
  }

  /** Opens a thread's page: the thread and its replies live, the member's reactions, a view. */
  async openThread(threadId = pick([...this.#knownThreads])): Promise<void> {
    if (!threadId) return;
    this.#openThread?.stop();
    const openedAt = now();
    const replyIds: string[] = [];
    const seen = new Set<string>();
    let first = true;
    const onError = (error: unknown) =>
      countOutcome(this.#shared.tallies, 'listenToThread', outcomeOf(error));
    const stopThread = subscribeToThread(
      this.#services,
      threadId,
      () => this.#shared.tallies.listenerUpdates++,
      onError,
    );
    const stopReplies = subscribeToReplies(
      this.#services,
      { kind: 'thread', id: threadId },
      (replies) => {
        for (const reply of replies) {
          if (seen.has(reply.id)) continue;
          seen.add(reply.id);
          replyIds.push(reply.id);
          if (!first) this.#sighted('reply', reply.authorId, reply.body, openedAt);
        }
        if (first) this.#shared.tallies.listenerUpdates++;
        first = false;
      },
      onError,
    );
    this.#openThread = {
      id: threadId,
      replyIds,
      stop: () => {
        stopThread();
        stopReplies();
      },
    };
    // The page counts the view on its own while the member reads and acts, as the app does.
    this.#inBackground(
      this.#run('recordThreadView', () => recordThreadView(this.#services, threadId)),
    );
    await this.#run('fetchOwnReactions', async () => {
      await fetchOwnReactions(this.#services, threadId, this.#uid);
    });
  }

  #inBackground(task: Promise<unknown>): void {
    this.#background.add(task);
    void task.finally(() => this.#background.delete(task));
  }

  /** Resolves when what the member left running (a view being counted) has been answered. */
  async settled(): Promise<void> {
    while (this.#background.size > 0) await Promise.all(this.#background);
  }

  async react(): Promise<void> {
    const open = this.#openThread;
    if (!open) return;
    const replyId = Math.random() < 0.4 ? null : (pick(open.replyIds) ?? null);
    const reactionType = pick(REACTION_TYPES)!;
    await this.#run('toggleReaction', async () => {
      const { active } = await toggleReaction(this.#services, {
        threadId: open.id,
        replyId,
        reactionType,
      });
      const id = reactionDocId(this.#uid, reactionType, { threadId: open.id, replyId });
      this.#acknowledge(`${paths.reactions(open.id)}/${id}`, active);
    });
  }

  async reply(): Promise<void> {
    const open = this.#openThread;
    if (!open) return;
    const parentId = Math.random() < 0.3 ? (pick(open.replyIds) ?? null) : null;
    const sentAt = now();
    await this.#run('postReply', async () => {
      const replyId = await postReply(
        this.#services,
        { kind: 'thread', id: open.id },
        {
          parentId,
          body: `Reply ${++this.#sequence} of member ${this.index}, sent at ${sentAt.toFixed(1)} ms.`,
          isAnonymous: false,
        },
      );
      this.#acknowledge(`${paths.replies(open.id)}/${replyId}`);
    });
  }

  async vote(pollId: string): Promise<void> {
    const optionIds = [pollOptionId(Math.floor(Math.random() * POLL_OPTIONS))];
    await this.#run('castVote', async () => {
      await castVote(this.#services, pollId, this.#uid, optionIds);
      this.#acknowledge(paths.pollVote(pollId, this.#uid), true, { optionIds });
    });
  }

  async follow(memberIds: readonly string[]): Promise<void> {
    const other = pick(memberIds.filter((id) => id !== this.#uid && !this.#followed.has(id)));
    if (!other) return;
    this.#followed.add(other);
    await this.#run('followMember', async () => {
      await followMember(this.#firestore, this.#uid, other);
      this.#acknowledge(`${paths.follows}/${followDocId(this.#uid, other)}`);
    });
  }

  /** Signs out and in again, as a member coming back on another visit. */
  async signInAgain(): Promise<void> {
    await signOut(this.#auth);
    await this.#run('signIn', () =>
      signInWithEmail(this.#auth, { email: this.#email, password: PASSWORD }),
    );
  }

  async act(
    action: MemberAction,
    context: { memberIds: readonly string[]; pollId: string; oneThread: boolean },
  ): Promise<void> {
    switch (action) {
      case 'readPage':
        return this.readPage();
      case 'openThread':
        return context.oneThread ? undefined : this.openThread();
      case 'react':
        return this.react();
      case 'reply':
        return this.reply();
      case 'postThread':
        await this.postThread();
        return;
      case 'vote':
        return this.vote(context.pollId);
      case 'follow':
        return this.follow(context.memberIds);
      case 'signInAgain':
        return this.signInAgain();
    }
  }

  async leave(): Promise<void> {
    this.#openThread?.stop();
    for (const stop of this.#stops) stop();
    await deleteApp(this.#app);
  }
}
