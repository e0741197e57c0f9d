// The Salon's live thread list through its real adapter (subscribeToThreadList in
// web/src/features/salon/api) against our emulator: what a member's open list does when a thread
// is created, changes, is deleted, and when a new thread pushes the last one off a full page.
// A project of its own, so other suites' threads never reach this list.
import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { NO_THREAD_FILTERS, PAGE_SIZE, paths, type ThreadListView } from '@salon/domain';
import { subscribeToThreadList } from '../../web/src/features/salon/api/salon-api.js';
import type { ThreadWithAuthor } from '../../web/src/features/salon/api/types.js';
import { rulesSuite } from '../rules/support/rules-env.js';
import { eventually } from '@salon/emulator/testing';

const { as, seed, remove } = rulesSuite('demo-rules-live-thread-list', {});

/** Listener updates travel through the emulator and the SDK: a loaded machine may take seconds. */
const LIVE_TIMEOUT_MS = 10_000;
const RECENT_FIRST_PAGE: ThreadListView = { ...NO_THREAD_FILTERS, page: 1, sort: 'recent' };
const BASE_MS = Date.UTC(2026, 0, 1);

function threadDocument(minute: number) {
  return {
    title: `Thread ${minute}`,
    body: 'About a recording.',
    isAnonymous: false,
    authorId: 'alice',
    createdAt: Timestamp.fromMillis(BASE_MS + minute * 60_000),
    replyCount: 0,
    reactionCount: 0,
    reactionCounts: { applause: 0, bravo: 0 },
    viewCount: 0,
    searchTokens: [],
  };
}

/** Seeds threads t1..tN, one minute apart (tN newest). */
async function seedThreads(count: number) {
  const documents: Record<string, object> = {};
  for (let minute = 1; minute <= count; minute += 1) {
    documents[paths.thread(`t${minute}`)] = threadDocument(minute);
  }
  await seed(documents);
}

/** A visitor's open list, recording every call the adapter makes. */
function openList(view: ThreadListView) {
  const seen = { inserted: [] as string[], updated: [] as ThreadWithAuthor[], changes: 0 };
  const firestore = as.visitor();
  const unsubscribe = subscribeToThreadList({ firestore }, view, {
    onInsert: (thread) => seen.inserted.push(thread.id),
    onUpdate: (thread) => seen.updated.push(thread),
    onChange: () => (seen.changes += 1),
  });
  return { seen, firestore, unsubscribe };
}

/**
 * Waits until the adapter is past its first snapshot (the page already on screen, which it
 * reports nothing about): marks t1 with a new view count until an update of it arrives.
 */
async function listening(list: ReturnType<typeof openList>) {
  let marker = 0;
  await eventually(
    async () => {
      if (list.seen.updated.some((thread) => thread.id === 't1')) return true;
      marker += 1;
      await seed({ [paths.thread('t1')]: { ...threadDocument(1), viewCount: marker } });
      return false;
    },
    {
      what: 'an update of t1 after the first snapshot',
      timeoutMs: LIVE_TIMEOUT_MS,
      intervalMs: 100,
    },
  );
  list.seen.updated.length = 0;
}

describe('the live thread list (real adapter, emulator)', () => {
  it('takes a new thread as an insert, and a full page pushing its last thread out is no change', async () => {
    await seedThreads(PAGE_SIZE);
    const list = openList(RECENT_FIRST_PAGE);
    await listening(list);

    await seed({ [paths.thread('t11')]: threadDocument(11) });

    await eventually(() => list.seen.inserted.includes('t11'), {
      what: 'the new thread inserted',
      timeoutMs: LIVE_TIMEOUT_MS,
    });
    expect(list.seen.changes).toBe(0);
    list.unsubscribe();
  });

  it('shows a count change in place without fetching the page again', async () => {
    await seedThreads(3);
    const list = openList(RECENT_FIRST_PAGE);
    await listening(list);

    await seed({ [paths.thread('t2')]: { ...threadDocument(2), replyCount: 4 } });

    await eventually(
      () => list.seen.updated.some((thread) => thread.id === 't2' && thread.replyCount === 4),
      { what: 't2 updated with its new reply count', timeoutMs: LIVE_TIMEOUT_MS },
    );
    expect(list.seen.changes).toBe(0);
    expect(list.seen.inserted).toEqual([]);
    list.unsubscribe();
  });

  it('fetches the page again when a shown thread is deleted', async () => {
    await seedThreads(3);
    const list = openList(RECENT_FIRST_PAGE);
    await listening(list);

    // Staff delete through deleteThread (rules refuse a client's delete); the list sees the same.
    await remove([paths.thread('t2')]);

    await eventually(() => list.seen.changes === 1, {
      what: 'a change after the deletion',
      timeoutMs: LIVE_TIMEOUT_MS,
    });
    expect(list.seen.inserted).toEqual([]);
    list.unsubscribe();
  });

  it('takes no insert on a page other than the first: a new thread there is a change', async () => {
    await seedThreads(PAGE_SIZE + 2);
    const list = openList({ ...RECENT_FIRST_PAGE, page: 2 });
    // Page 2 of recent-first starts at t2: t1 is on it, so the marker update reaches it.
    await listening(list);

    await seed({ [paths.thread('t13')]: threadDocument(13) });

    await eventually(() => list.seen.changes >= 1, {
      what: 'a change after the new thread',
      timeoutMs: LIVE_TIMEOUT_MS,
    });
    expect(list.seen.inserted).toEqual([]);
    list.unsubscribe();
  });
});
