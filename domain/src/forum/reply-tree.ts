import { DEEP_THREAD_DEPTH, REPLY_INDENT_MAX_DEPTH, REPLY_INDENT_PX } from './limits.js';

/** What the tree needs of a reply (thread or poll reply). */
export interface TreeableReply {
  readonly id: string;
  readonly parentId: string | null;
  readonly createdAt: Date;
  /** Poll replies have no reactions; they count as 0. */
  readonly reactionCount?: number;
}

export interface ReplyNode<T extends TreeableReply> {
  readonly reply: T;
  /** 0 for top-level replies. */
  readonly depth: number;
  readonly children: ReplyNode<T>[];
}

export const REPLY_SORTS = ['recent', 'reactions'] as const;
export type ReplySort = (typeof REPLY_SORTS)[number];
export const REPLY_SORT_LABELS: Readonly<Record<ReplySort, string>> = Object.freeze({
  recent: 'Most Recent',
  reactions: 'Most Reacted',
});

const byNewest = (a: TreeableReply, b: TreeableReply): number =>
  b.createdAt.getTime() - a.createdAt.getTime();

const byMostReacted = (a: TreeableReply, b: TreeableReply): number =>
  (b.reactionCount ?? 0) - (a.reactionCount ?? 0) || byNewest(a, b);

/** The sibling order of a sort: newest first, or most reactions first then newest. */
export function compareReplies(sort: ReplySort): (a: TreeableReply, b: TreeableReply) => number {
  return sort === 'recent' ? byNewest : byMostReacted;
}

/**
 * The nested discussion from a flat list. A reply whose parent is missing (deleted thread rows,
 * a reply to itself, or a cycle) becomes top level, so no reply is ever lost. Siblings at every
 * level are ordered by `sort`.
 */
export function buildReplyTree<T extends TreeableReply>(
  replies: readonly T[],
  sort: ReplySort,
): ReplyNode<T>[] {
  const ids = new Set(replies.map((reply) => reply.id));
  const childrenOf = new Map<string, T[]>();
  const roots: T[] = [];
  for (const reply of replies) {
    const parentId = reply.parentId;
    if (parentId === null || parentId === reply.id || !ids.has(parentId)) {
      roots.push(reply);
    } else {
      childrenOf.set(parentId, [...(childrenOf.get(parentId) ?? []), reply]);
    }
  }

  const compare = compareReplies(sort);
  const placed = new Set<string>();
  const build = (siblings: readonly T[], depth: number): ReplyNode<T>[] =>
    [...siblings].sort(compare).flatMap((reply) => {
      if (placed.has(reply.id)) return []; // closes a parent cycle
      placed.add(reply.id);
      return [{ reply, depth, children: build(childrenOf.get(reply.id) ?? [], depth + 1) }];
    });

  const tree = build(roots, 0);
  // Replies in a parent cycle are reachable from no root: lift each cycle's oldest member.
  for (const reply of [...replies].sort(byNewest).reverse()) {
    if (!placed.has(reply.id)) tree.push(...build([reply], 0));
  }
  return tree.sort((a, b) => compare(a.reply, b.reply));
}

/** Every reply in the tree, counted through all levels. */
export function countReplies(tree: readonly ReplyNode<TreeableReply>[]): number {
  return tree.reduce((sum, node) => sum + 1 + countReplies(node.children), 0);
}

/** True when a reply at `depth` shows the "Deep thread" badge (depth above 2). */
export function isDeepThread(depth: number): boolean {
  return depth > DEEP_THREAD_DEPTH;
}

/** The left indentation of a reply at `depth`: 20 px per level, capped at depth 4. */
export function replyIndentPx(depth: number): number {
  return Math.min(depth, REPLY_INDENT_MAX_DEPTH) * REPLY_INDENT_PX;
}
