import { signOut, type Auth } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signOutOfFirebase } from './sign-out';

vi.mock('firebase/auth', () => ({ signOut: vi.fn() }));

describe('signOutOfFirebase', () => {
  beforeEach(() => vi.mocked(signOut).mockReset());

  it('signs the current user out', async () => {
    vi.mocked(signOut).mockResolvedValue();
    const auth = { currentUser: { uid: 'u' } } as Auth;
    await signOutOfFirebase(auth);
    expect(signOut).toHaveBeenCalledWith(auth);
  });

  it('treats a missing session as success', async () => {
    await expect(signOutOfFirebase({ currentUser: null } as Auth)).resolves.toBeUndefined();
    expect(signOut).not.toHaveBeenCalled();
  });
});
