import { onIdTokenChanged, type Auth, type IdTokenResult, type User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readRoleClaim, subscribeToRoleClaim } from './role-claim';

vi.mock('firebase/auth', () => ({ onIdTokenChanged: vi.fn() }));

function userWithClaims(uid: string, claims: Record<string, unknown> | Error): User {
  return {
    uid,
    getIdTokenResult: () =>
      claims instanceof Error
        ? Promise.reject(claims)
        : Promise.resolve({ claims } as unknown as IdTokenResult),
  } as User;
}

describe('readRoleClaim', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('reads the role claim', async () => {
    await expect(readRoleClaim(userWithClaims('u', { role: 'admin' }))).resolves.toBe('admin');
  });

  it('defaults to user without a claim, with an unknown one, and on error', async () => {
    await expect(readRoleClaim(userWithClaims('u', {}))).resolves.toBe('user');
    await expect(readRoleClaim(userWithClaims('u', { role: 'root' }))).resolves.toBe('user');
    await expect(readRoleClaim(userWithClaims('u', new Error('offline')))).resolves.toBe('user');
  });
});

describe('subscribeToRoleClaim', () => {
  it('reports the role per token change, null when signed out, and ignores stale answers', async () => {
    let emit: (user: User | null) => void = () => {};
    vi.mocked(onIdTokenChanged).mockImplementation((_auth, next) => {
      emit = next as (user: User | null) => void;
      return () => {};
    });
    const seen: unknown[] = [];
    subscribeToRoleClaim({} as Auth, (role) => seen.push(role));

    let answerSlowly: (result: IdTokenResult) => void = () => {};
    const slow = {
      uid: 'uid-old',
      getIdTokenResult: () =>
        new Promise<IdTokenResult>((resolve) => {
          answerSlowly = resolve;
        }),
    } as User;
    emit(slow);
    emit(userWithClaims('uid-new', { role: 'moderator' }));
    await vi.waitFor(() => expect(seen).toEqual([{ uid: 'uid-new', role: 'moderator' }]));
    answerSlowly({ claims: { role: 'admin' } } as unknown as IdTokenResult);
    await Promise.resolve();
    emit(null);
    expect(seen).toEqual([{ uid: 'uid-new', role: 'moderator' }, null]);
  });
});
