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
});
