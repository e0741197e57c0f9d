// References to a thread's documents, built from the domain's paths so the layout is written once.
import {
  appliedEventSchema,
  paths,
  reactionSchema,
  replySchema,
  threadSchema,
  threadViewSchema,
  threadVisitorViewSchema,
} from '@salon/domain';
import { authorIdOf } from '../shared/authored-post.js';
import { storedDoc } from '../shared/stored.js';

export const threadRef = (threadId: string) => storedDoc(threadSchema, paths.thread(threadId));
export const replyRef = (threadId: string, replyId: string) =>
  storedDoc(replySchema, `${paths.replies(threadId)}/${replyId}`);
export const reactionRef = (threadId: string, reactionId: string) =>
  storedDoc(reactionSchema, `${paths.reactions(threadId)}/${reactionId}`);
export const threadViewRef = (threadId: string, uid: string) =>
  storedDoc(threadViewSchema, paths.threadView(threadId, uid));
export const threadVisitorViewRef = (threadId: string, visitorKey: string) =>
  storedDoc(threadVisitorViewSchema, paths.threadVisitorView(threadId, visitorKey));
/** Markers of counter updates already applied (see shared/apply-once.ts). */
export const appliedEventRef = (threadId: string, key: string) =>
  storedDoc(appliedEventSchema, `${paths.thread(threadId)}/appliedEvents/${key}`);

/** The thread (`replyId` null) or one of its replies: what both have may be written to either. */
export const postRef = (threadId: string, replyId: string | null) =>
  storedDoc(
    [threadSchema, replySchema],
    replyId === null ? paths.thread(threadId) : `${paths.replies(threadId)}/${replyId}`,
  );

/** The uid in a post's `private/author` document, or null when there is none. */
export function postAuthorId(threadId: string, replyId: string | null): Promise<string | null> {
  return authorIdOf(postRef(threadId, replyId));
}
