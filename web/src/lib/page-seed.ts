// What the server read for a page it rendered (docs/sharing.md, "One tree"): the page's hooks
// start from it while React hydrates that page, so the browser's first render is the server's,
// markup for markup, and their own listeners take over after it. Keyed by the hooks' own keys
// (seedKeys below), written once by the server entry (src/server/) and read by the hooks.
import { createContext, use, useSyncExternalStore } from 'react';
import { jsonForScript } from '@salon/domain';

/** The pages the server draws: the Salon, a discussion, and one drawn by the shell's own code. */
const SERVED_PAGES = ['salon', 'thread', 'none'] as const;
export type ServedPage = (typeof SERVED_PAGES)[number];

const isServedPage = (value: unknown): value is ServedPage =>
  SERVED_PAGES.some((served) => served === value);

export interface PageSeed {
  /** Which page the server drew, so the browser loads its code before hydrating it. */
  readonly page: ServedPage;
  /** When the server rendered: "x ago" reads from it while hydrating, so both say the same. */
  readonly now: number;
  /** Each seeded hook's first value, by its seed key. */
  readonly data: Readonly<Record<string, unknown>>;
}

export const PageSeedContext = createContext<PageSeed | null>(null);

/** The `<script type="application/json">` the server puts the seed in, after the root. */
export const PAGE_SEED_ELEMENT_ID = 'page-seed';

/** The keys the server entry seeds and the hooks read: one place, so the two never drift. */
export const seedKeys = {
  /** useThreadList: a page of the Salon's list, by its view (the hook's own key). */
  threadList: (listKey: string) => `threads:${listKey}`,
  /** useActivePoll: the newest active poll of its kind (daily or weekly), or null. */
  activePoll: (kind: 'daily' | 'weekly') => `poll:${kind}`,
  /** usePoll: a discussion's poll, or null when it is gone. */
  discussionPoll: (pollId: string) => `discussionPoll:${pollId}`,
  /** useThread: one discussion, or null when it does not exist. */
  thread: (threadId: string) => `thread:${threadId}`,
  /** useReplies: the replies under a thread or a poll. */
  replies: (parentKey: string) => `replies:${parentKey}`,
};

const noSubscription = () => () => {};

/**
 * True while React renders for the server or hydrates what the server rendered (React uses
 * useSyncExternalStore's server snapshot exactly then, a lazy page's later hydration included),
 * false in every other render, which React brings about right after hydrating.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** The seeded first value for `key`, while hydrating the server's page; otherwise undefined. */
export function useSeed<Value>(key: string): Value | undefined {
  const seed = use(PageSeedContext);
  const hydrating = useHydrating();
  if (!hydrating || !seed || !Object.hasOwn(seed.data, key)) return undefined;
  return seed.data[key] as Value;
}

/** The moment relative times are told from: the server's while hydrating, the clock's after. */
export function useRenderNow(): Date {
  const seed = use(PageSeedContext);
  const hydrating = useHydrating();
  return hydrating && seed ? new Date(seed.now) : new Date();
}

const DATE_TAG = '$date';

/**
 * The seed as JSON to put in a `<script type="application/json">`: Dates tagged so they come
 * back as Dates, and `<`, `>`, `&` and the two JavaScript line separators escaped, so no text in
 * a post can close the script or change how the page is parsed.
 */
export function encodePageSeed(seed: PageSeed): string {
  const json = JSON.stringify(seed, function tagDates(this: Record<string, unknown>, key, value) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_TAG]: raw.getTime() } : (value as unknown);
  });
  return jsonForScript(json);
}

/** The seed encodePageSeed wrote, Dates restored; null when the text is not one. */
export function decodePageSeed(text: string): PageSeed | null {
  try {
    const seed: unknown = JSON.parse(text, (_key, value: unknown) => {
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        const entries = Object.entries(value);
        if (entries.length === 1 && entries[0]![0] === DATE_TAG) {
          const time = entries[0]![1];
          if (typeof time === 'number') return new Date(time);
        }
      }
      return value;
    });
    if (typeof seed !== 'object' || seed === null) return null;
    const { page, now, data } = seed as Partial<PageSeed>;
    if (!isServedPage(page) || typeof now !== 'number') return null;
    if (typeof data !== 'object' || data === null) return null;
    return { page, now, data };
  } catch {
    return null;
  }
}
