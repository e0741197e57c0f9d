// The sign-up sequence against mocked SDK functions: what is written, in which order, and how a
// failure after the Auth user exists is undone.
import { FirebaseError } from 'firebase/app';
import {
  createUserWithEmailAndPassword,
  deleteUser,
  sendEmailVerification,
  type Auth,
  type UserCredential,
} from 'firebase/auth';
import { getDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signUpWithEmail } from './sign-up';

vi.mock('firebase/auth', () => ({
  createUserWithEmailAndPassword: vi.fn(),
  deleteUser: vi.fn(),
  sendEmailVerification: vi.fn(),
}));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...segments: string[]) => ({ path: segments.join('/') }),
  getDoc: vi.fn(),
  serverTimestamp: () => 'SERVER_TIMESTAMP',
  writeBatch: vi.fn(),
}));

const auth = {} as Auth;
const firestore = {} as Firestore;
const user = { uid: 'uid-clara' };
const input = { email: ' clara@example.com ', password: 'secret123', username: 'clara' };
const batch = { set: vi.fn(), commit: vi.fn() };

function usernameExists(exists: boolean) {
  vi.mocked(getDoc).mockResolvedValue({ exists: () => exists } as Awaited<
    ReturnType<typeof getDoc>
  >);
}

describe('signUpWithEmail', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    usernameExists(false);
    vi.mocked(createUserWithEmailAndPassword).mockResolvedValue({ user } as UserCredential);
    vi.mocked(writeBatch).mockReturnValue(batch as unknown as ReturnType<typeof writeBatch>);
    batch.commit.mockResolvedValue(undefined);
    vi.mocked(sendEmailVerification).mockResolvedValue(undefined);
    vi.mocked(deleteUser).mockResolvedValue(undefined);
  });

  it('creates the user, claims the username with the profile in one batch, sends the e-mail', async () => {
    const result = await signUpWithEmail(auth, firestore, input, 'https://example.test/');

    expect(result).toEqual({ verificationEmailSent: true });
    expect(createUserWithEmailAndPassword).toHaveBeenCalledWith(
      auth,
      'clara@example.com',
      'secret123',
    );
    expect(batch.set).toHaveBeenCalledWith({ path: 'usernames/clara' }, { uid: 'uid-clara' });
    expect(batch.set).toHaveBeenCalledWith(
      { path: 'profiles/uid-clara' },
      {
        username: 'clara',
        displayName: 'clara',
        bio: '',
        location: '',
        isPrivate: false,
        createdAt: 'SERVER_TIMESTAMP',
      },
    );
    expect(batch.commit).toHaveBeenCalledTimes(1);
    expect(sendEmailVerification).toHaveBeenCalledWith(user, { url: 'https://example.test/' });
  });

  it('stops before creating an account when the username is already claimed', async () => {
    usernameExists(true);
    await expect(signUpWithEmail(auth, firestore, input, '/')).rejects.toThrow(
      'That username is already taken. Try another one?',
    );
    expect(createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('says so when availability cannot be checked', async () => {
    vi.mocked(getDoc).mockRejectedValue(new FirebaseError('unavailable', 'offline'));
    await expect(signUpWithEmail(auth, firestore, input, '/')).rejects.toThrow(
      'Unable to verify username availability. Please try again.',
    );
    expect(createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('deletes the new Auth user and reports the name taken when the claim loses a race', async () => {
    batch.commit.mockRejectedValue(new FirebaseError('permission-denied', 'denied'));
    await expect(signUpWithEmail(auth, firestore, input, '/')).rejects.toThrow(
      'That username is already taken. Try another one?',
    );
    expect(deleteUser).toHaveBeenCalledWith(user);
    expect(sendEmailVerification).not.toHaveBeenCalled();
  });

  it('deletes the new Auth user and rethrows other write failures', async () => {
    const failure = new FirebaseError('unavailable', 'offline');
    batch.commit.mockRejectedValue(failure);
    await expect(signUpWithEmail(auth, firestore, input, '/')).rejects.toBe(failure);
    expect(deleteUser).toHaveBeenCalledWith(user);
  });

  it('passes Auth errors on untouched, with nothing written', async () => {
    const failure = new FirebaseError('auth/email-already-in-use', 'in use');
    vi.mocked(createUserWithEmailAndPassword).mockRejectedValue(failure);
    await expect(signUpWithEmail(auth, firestore, input, '/')).rejects.toBe(failure);
    expect(batch.commit).not.toHaveBeenCalled();
  });

  it('keeps the account when only the verification e-mail fails, and says so', async () => {
    vi.mocked(sendEmailVerification).mockRejectedValue(new Error('quota'));
    await expect(signUpWithEmail(auth, firestore, input, '/')).resolves.toEqual({
      verificationEmailSent: false,
    });
    expect(deleteUser).not.toHaveBeenCalled();
  });
});
