import { createContext, useContext } from 'react';
import { AppError } from '../lib/app-error';

/** One member the viewer blocked, and since when (null until the server's time arrives). */
export interface BlockedMember {
  readonly uid: string;
  readonly since: Date | null;
}

/**
 * The signed-in member's blocks, for every feature that folds a blocked member's posts or offers
 * Block: the blocking feature's BlockingProvider fills it for the whole app, so features reach it
 * without importing that feature. Visitors, and members until their list arrives, have `ready`
 * false and block nobody.
 */
export interface Blocking {
  readonly ready: boolean;
  /** Newest first. */
  readonly blocks: readonly BlockedMember[];
  readonly blocked: ReadonlySet<string>;
  /** blockMember; fails with an AppError (the callable's refusal). */
  readonly block: (memberId: string) => Promise<void>;
  readonly unblock: (memberId: string) => Promise<void>;
}

const unavailable = () =>
  Promise.reject(new AppError('noSession', 'Blocking needs a signed-in member.'));

export const NO_BLOCKING: Blocking = Object.freeze({
  ready: false,
  blocks: [],
  blocked: new Set<string>(),
  block: unavailable,
  unblock: unavailable,
});

export const BlockingContext = createContext<Blocking>(NO_BLOCKING);

export function useBlocking(): Blocking {
  return useContext(BlockingContext);
}

/**
 * Whether a post is folded away for the viewer: its public author is a member they blocked.
 * Never an anonymous post, whose author no member may learn: folding it would say who wrote it.
 */
export function isFromBlockedMember(blocking: Blocking, publicAuthorId: string | null): boolean {
  return publicAuthorId !== null && blocking.blocked.has(publicAuthorId);
}
