import { z } from 'zod/mini';
import { counterSchema, docIdSchema, timestampSchema, uidSchema } from '../schema/primitives.js';
import { MAX_SEARCH_TOKENS, SEARCH_TOKEN_MAX_LENGTH } from '../text/search-tokens.js';
import { REPLY_MAX_LENGTH, THREAD_BODY_MAX_LENGTH, THREAD_TITLE_MAX_LENGTH } from './limits.js';
import { REACTION_TYPES } from './reactions.js';

export const reactionTypeSchema = z.enum(REACTION_TYPES);
export const reactionCountsSchema = z.strictObject({
  applause: counterSchema,
  bravo: counterSchema,
});

/**
 * Author of a post: named when public; when anonymous the document carries no uid at all. Once
 * the author deletes their account, a public post keeps no uid either, only `authorDeleted`.
 */
const authorFields = <T extends z.core.$ZodShape>(fields: T) =>
  z.union([
    z.strictObject({ ...fields, isAnonymous: z.literal(false), authorId: uidSchema }),
    z.strictObject({ ...fields, isAnonymous: z.literal(false), authorDeleted: z.literal(true) }),
    z.strictObject({ ...fields, isAnonymous: z.literal(true) }),
  ]);

/** `threads/{threadId}`. Counters and `searchTokens` are written by functions only. */
export const threadSchema = authorFields({
  title: z.string().check(z.minLength(1), z.maxLength(THREAD_TITLE_MAX_LENGTH)),
  body: z.string().check(z.minLength(1), z.maxLength(THREAD_BODY_MAX_LENGTH)),
  createdAt: timestampSchema,
  reactionCount: counterSchema,
  reactionCounts: reactionCountsSchema,
  replyCount: counterSchema,
  viewCount: counterSchema,
  searchTokens: z
    .array(z.string().check(z.minLength(1), z.maxLength(SEARCH_TOKEN_MAX_LENGTH)))
    .check(z.maxLength(MAX_SEARCH_TOKENS)),
  /** When the author last edited it (server time); absent while it was never edited. */
  editedAt: z.optional(timestampSchema),
  /**
   * When its replies last changed (one posted, edited, removed; server time, written by the
   * trigger `countReplies`); absent while none did. A shared page's version and sitemap date.
   */
  repliesChangedAt: z.optional(timestampSchema),
  /** Its poll (`polls/{pollId}`, kind "discussion"), when the author added one. */
  pollId: z.optional(docIdSchema),
});
export type Thread = z.infer<typeof threadSchema>;

/** `.../private/author` of a thread, reply or poll reply: readable by the author and admins only. */
export const postAuthorSchema = z.strictObject({ authorId: uidSchema });
export type PostAuthor = z.infer<typeof postAuthorSchema>;

/** `threads/{threadId}/replies/{replyId}`. A removed reply keeps its row with body "deleted". */
export const replySchema = authorFields({
  threadId: docIdSchema,
  parentId: z.nullable(docIdSchema),
  body: z.string().check(z.minLength(1), z.maxLength(REPLY_MAX_LENGTH)),
  createdAt: timestampSchema,
  reactionCount: counterSchema,
  reactionCounts: reactionCountsSchema,
  editedAt: z.optional(timestampSchema),
});
export type Reply = z.infer<typeof replySchema>;

/**
 * `{post}/revisions/{revisionId}`: a version an edit replaced, kept for staff (`title` on threads
 * only). It names nobody: the editor is always the author, whom `private/author` keeps from all
 * but admins, and moderators read revisions too.
 */
export const postRevisionSchema = z.strictObject({
  title: z.optional(z.string().check(z.minLength(1), z.maxLength(THREAD_TITLE_MAX_LENGTH))),
  body: z.string().check(z.minLength(1), z.maxLength(THREAD_BODY_MAX_LENGTH)),
  /** When the edit replaced it (server time). */
  replacedAt: timestampSchema,
});
export type PostRevision = z.infer<typeof postRevisionSchema>;

/** `threads/{threadId}/reactions/{reactionDocId}`: one per member, type and target. */
export const reactionSchema = z.strictObject({
  userId: uidSchema,
  reactionType: reactionTypeSchema,
  threadId: docIdSchema,
  replyId: z.nullable(docIdSchema),
  createdAt: timestampSchema,
});
export type Reaction = z.infer<typeof reactionSchema>;

/** `threads/{threadId}/views/{uid}`: the member's last counted view. */
export const threadViewSchema = z.strictObject({
  threadId: docIdSchema,
  userId: uidSchema,
  viewedAt: timestampSchema,
});
export type ThreadView = z.infer<typeof threadViewSchema>;

/**
 * A visitor's last counted view of a thread (`threadVisitorView`); only functions read it, and a
 * TTL policy on `expireAt` deletes it once the dedupe window is long past.
 */
export const threadVisitorViewSchema = z.strictObject({
  threadId: docIdSchema,
  viewedAt: timestampSchema,
  expireAt: timestampSchema,
});
export type ThreadVisitorView = z.infer<typeof threadVisitorViewSchema>;
