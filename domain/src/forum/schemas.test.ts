import { describe, expect, it } from 'vitest';
import {
  createThreadInput,
  postReplyInput,
  reactionSchema,
  replySchema,
  searchTokens,
  threadSchema,
  threadViewSchema,
  toggleReactionInput,
} from '../index.js';

const thread = {
  title: 'Best Goldberg Variations?',
  body: 'Gould 1955 or 1981?',
  createdAt: new Date(),
  reactionCount: 0,
  reactionCounts: { applause: 0, bravo: 0 },
  replyCount: 0,
  viewCount: 0,
  searchTokens: searchTokens('Best Goldberg Variations?', 'Gould 1955 or 1981?'),
};

describe('threadSchema', () => {
  it('names the author of a public thread', () => {
    expect(threadSchema.safeParse({ ...thread, isAnonymous: false, authorId: 'u1' }).success).toBe(
      true,
    );
    expect(threadSchema.safeParse({ ...thread, isAnonymous: false }).success).toBe(false);
  });

  it('carries no author uid on an anonymous thread', () => {
    expect(threadSchema.safeParse({ ...thread, isAnonymous: true }).success).toBe(true);
    expect(threadSchema.safeParse({ ...thread, isAnonymous: true, authorId: 'u1' }).success).toBe(
      false,
    );
  });

  it('keeps no uid once the author deleted their account, only the mark', () => {
    const left = { ...thread, isAnonymous: false, authorDeleted: true };
    expect(threadSchema.safeParse(left).success).toBe(true);
    expect(threadSchema.safeParse({ ...left, authorId: 'u1' }).success).toBe(false);
    expect(threadSchema.safeParse({ ...left, authorDeleted: false }).success).toBe(false);
  });

  it('holds the title and body limits and refuses unknown keys and negative counters', () => {
    const ok = { ...thread, isAnonymous: true };
    expect(threadSchema.safeParse({ ...ok, title: 't'.repeat(200) }).success).toBe(true);
    expect(threadSchema.safeParse({ ...ok, title: 't'.repeat(201) }).success).toBe(false);
    expect(threadSchema.safeParse({ ...ok, body: 'b'.repeat(5001) }).success).toBe(false);
    expect(threadSchema.safeParse({ ...ok, viewCount: -1 }).success).toBe(false);
    expect(threadSchema.safeParse({ ...ok, extra: 1 }).success).toBe(false);
  });
});

describe('replySchema', () => {
  const replyDoc = {
    threadId: 't1',
    parentId: null,
    body: 'Gould 1981, always.',
    createdAt: new Date(),
    reactionCount: 0,
    reactionCounts: { applause: 0, bravo: 0 },
  };
  it('follows the same anonymity rule', () => {
    expect(replySchema.safeParse({ ...replyDoc, isAnonymous: true }).success).toBe(true);
    expect(replySchema.safeParse({ ...replyDoc, isAnonymous: true, authorId: 'u' }).success).toBe(
      false,
    );
    expect(replySchema.safeParse({ ...replyDoc, isAnonymous: false, authorId: 'u' }).success).toBe(
      true,
    );
  });

  it('holds 2000 characters and refuses a slash in the parent id', () => {
    const ok = { ...replyDoc, isAnonymous: true };
    expect(replySchema.safeParse({ ...ok, body: 'r'.repeat(2001) }).success).toBe(false);
    expect(replySchema.safeParse({ ...ok, parentId: 'a/b' }).success).toBe(false);
    expect(replySchema.safeParse({ ...ok, parentId: '..' }).success).toBe(false);
  });
});

describe('reaction and view documents', () => {
  it('accept the spec reaction types only', () => {
    const reaction = { userId: 'u', threadId: 't', replyId: null, createdAt: new Date() };
    expect(reactionSchema.safeParse({ ...reaction, reactionType: 'bravo' }).success).toBe(true);
    expect(reactionSchema.safeParse({ ...reaction, reactionType: 'boo' }).success).toBe(false);
    expect(
      threadViewSchema.safeParse({ threadId: 't', userId: 'u', viewedAt: new Date() }).success,
    ).toBe(true);
  });
});

describe('forum callables', () => {
  it('trim input text and apply limits to the trimmed text', () => {
    expect(
      createThreadInput.parse({ title: ' Title ', body: ' Body ', isAnonymous: false }),
    ).toEqual({ title: 'Title', body: 'Body', isAnonymous: false });
    expect(
      createThreadInput.safeParse({ title: '  ', body: 'Body', isAnonymous: false }).success,
    ).toBe(false);
    expect(
      postReplyInput.safeParse({
        threadId: 't',
        parentId: null,
        body: ` ${'r'.repeat(2000)} `,
        isAnonymous: true,
      }).success,
    ).toBe(true);
    expect(
      toggleReactionInput.safeParse({ threadId: 't', replyId: null, reactionType: 'bravo' })
        .success,
    ).toBe(true);
  });
});
