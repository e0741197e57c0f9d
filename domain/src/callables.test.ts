import { describe, expect, it } from 'vitest';
import { CALLABLES } from './index.js';

describe('CALLABLES', () => {
  it.each(Object.keys(CALLABLES))('%s refuses keys it does not know', (name) => {
    const { input } = CALLABLES[name as keyof typeof CALLABLES];
    expect(input.safeParse({ unexpectedKey: true }).success).toBe(false);
  });

  it('refuses an author uid or extra keys beside valid input', () => {
    expect(
      CALLABLES.createThread.input.safeParse({
        title: 't',
        body: 'b',
        isAnonymous: false,
        authorId: 'x',
      }).success,
    ).toBe(false);
    expect(
      CALLABLES.setUserRole.input.safeParse({ userId: 'u', role: 'user', extra: 1 }).success,
    ).toBe(false);
  });

  it('addresses an edited reply by its thread or its poll, never both', () => {
    const { input } = CALLABLES.editReply;
    const edit = { replyId: 'r', body: ' New words ' };
    expect(input.parse({ ...edit, threadId: 't' })).toEqual({
      threadId: 't',
      replyId: 'r',
      body: 'New words',
    });
    expect(input.safeParse({ ...edit, pollId: 'p' }).success).toBe(true);
    expect(input.safeParse({ ...edit, threadId: 't', pollId: 'p' }).success).toBe(false);
    expect(input.safeParse(edit).success).toBe(false);
  });
});
