// The messages between the load run (load.ts, which holds the stack) and its member workers
// (member-worker.ts), and the profile of a run: who does what, how often.
import type { ExpectedDocument } from './checks.js';
import type { Tallies } from './stats.js';

/** What a member does, one at a time, with a pause between. */
export type MemberAction =
  'readPage' | 'openThread' | 'react' | 'reply' | 'postThread' | 'vote' | 'follow' | 'signInAgain';

export interface LoadProfile {
  readonly name: string;
  /** Relative weights of the actions a member picks from. */
  readonly mix: Readonly<Partial<Record<MemberAction, number>>>;
  /** A member's mean pause between actions (exponentially distributed), in ms. */
  readonly meanPauseMs: number;
  /** Threads posted before the window opens, so there is something to open. */
  readonly seedThreads: number;
  /** Every member opens the first seeded thread and stays on it. */
  readonly oneThread: boolean;
}

/** Where the stack listens. */
export interface StackAddresses {
  readonly projectId: string;
  readonly host: string;
  readonly authUrl: string;
  readonly firestoreHost: string;
  readonly firestorePort: number;
  readonly functionsPort: number;
}

export type ToWorker =
  | {
      readonly type: 'signUp';
      readonly stack: StackAddresses;
      readonly worker: number;
      /** Global indexes of this worker's members. */
      readonly members: readonly number[];
      readonly signUpConcurrency: number;
    }
  | { readonly type: 'seed'; readonly threads: number }
  | {
      readonly type: 'go';
      readonly profile: LoadProfile;
      readonly memberIds: readonly string[];
      readonly threadIds: readonly string[];
      readonly pollId: string;
    }
  | { readonly type: 'stop' };

export type FromWorker =
  | {
      readonly type: 'signedUp';
      readonly memberIds: readonly string[];
      readonly failed: number;
      /** The sign-ups' outcomes: before the window, so counted apart. */
      readonly tallies: Tallies;
    }
  | { readonly type: 'seeded'; readonly threadIds: readonly string[]; readonly tallies: Tallies }
  | { readonly type: 'tallies'; readonly tallies: Tallies }
  | {
      readonly type: 'stopped';
      readonly tallies: Tallies;
      readonly acknowledged: readonly ExpectedDocument[];
      /** The event loop's delay p99 over the window, ms. */
      readonly loopDelayP99: number;
      /** CPU seconds the worker used in the window. */
      readonly cpuSeconds: number;
    };
