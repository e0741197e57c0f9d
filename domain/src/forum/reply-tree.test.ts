import { describe, expect, it } from 'vitest';
import {
  buildReplyTree,
  countReplies,
  isDeepThread,
  REPLY_SORT_LABELS,
  replyIndentPx,
  type ReplyNode,
  type TreeableReply,
} from '../index.js';

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute));
const reply = (
  id: string,
  parentId: string | null,
  minute: number,
  reactionCount?: number,
): TreeableReply => ({ id, parentId, createdAt: at(minute), reactionCount });

/** The tree as "id(depth)[children]" for readable assertions. */
function shape(nodes: readonly ReplyNode<TreeableReply>[]): string {
  return nodes
    .map((n) => `${n.reply.id}(${n.depth})${n.children.length ? `[${shape(n.children)}]` : ''}`)
    .join(' ');
}

describe('buildReplyTree', () => {
  const replies = [
    reply('a', null, 1, 0),
    reply('b', null, 2, 5),
    reply('a1', 'a', 3, 1),
    reply('a2', 'a', 4, 1),
    reply('a1x', 'a1', 5),
    reply('orphan', 'gone', 6, 2),
  ];

  it('nests by parent, newest first at every level, orphans at top level', () => {
    expect(shape(buildReplyTree(replies, 'recent'))).toBe(
      'orphan(0) b(0) a(0)[a2(1) a1(1)[a1x(2)]]',
    );
  });

  it('sorts by reactions, then newest, at every level', () => {
    expect(shape(buildReplyTree(replies, 'reactions'))).toBe(
      'b(0) orphan(0) a(0)[a2(1) a1(1)[a1x(2)]]',
    );
  });

  it('treats replies without reaction counts (poll replies) as 0 reactions', () => {
    const poll = [reply('old', null, 1), reply('liked', null, 2, 1), reply('new', null, 3)];
    expect(shape(buildReplyTree(poll, 'reactions'))).toBe('liked(0) new(0) old(0)');
  });

  it('keeps replies in a parent cycle or pointing at themselves', () => {
    const odd = [reply('x', 'y', 1), reply('y', 'x', 2), reply('self', 'self', 3)];
    expect(shape(buildReplyTree(odd, 'recent'))).toBe('self(0) x(0)[y(1)]');
  });

  it('counts every reply', () => {
    expect(countReplies(buildReplyTree(replies, 'recent'))).toBe(6);
    expect(buildReplyTree([], 'recent')).toEqual([]);
  });

  it('labels the sorts as the spec does', () => {
    expect(REPLY_SORT_LABELS).toEqual({ recent: 'Most Recent', reactions: 'Most Reacted' });
  });
});

describe('nesting display', () => {
  it('shows "Deep thread" above depth 2', () => {
    expect(isDeepThread(2)).toBe(false);
    expect(isDeepThread(3)).toBe(true);
  });

  it('indents 20 px per level up to depth 4', () => {
    expect([0, 1, 4, 5, 9].map(replyIndentPx)).toEqual([0, 20, 80, 80, 80]);
  });
});
