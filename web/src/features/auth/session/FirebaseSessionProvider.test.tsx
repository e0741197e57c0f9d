import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { useSigninCheck } from 'reactfire';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshIdToken } from '../api/refresh-token';
import { subscribeToRoleClaim, type RoleOfUser } from '../api/role-claim';
import { subscribeToStoredRole } from '../api/stored-role';
import { FirebaseSessionProvider } from './FirebaseSessionProvider';
import { useSession } from '../../../lib/session/session-context';
import { useDraft } from '../../../hooks/use-draft';
import { draftKey, serialiseDraft } from '../../../lib/drafts';
import type { Role } from '@salon/domain';

vi.mock('reactfire', () => ({ useSigninCheck: vi.fn() }));
vi.mock('../../../lib/firebase-services', () => {
  const services = { auth: {}, firestore: {} };
  return { useFirebaseServices: () => services };
});
vi.mock('../api/role-claim', () => ({ subscribeToRoleClaim: vi.fn() }));
vi.mock('../api/stored-role', () => ({ subscribeToStoredRole: vi.fn() }));
vi.mock('../api/refresh-token', () => ({ refreshIdToken: vi.fn() }));

type SigninCheck = ReturnType<typeof useSigninCheck>;

const clara = {
  uid: 'uid-clara',
  email: 'clara@example.com',
  displayName: null,
  emailVerified: false,
} as User;

function signinCheck(user: User | null): SigninCheck {
  return {
    status: 'success',
    data: { signedIn: user !== null, hasRequiredClaims: true, errors: {}, user },
  } as SigninCheck;
}

function ShowSession() {
  const session = useSession();
  return (
    <p>
      {session.status === 'signedIn' ? `${session.user.uid} as ${session.role}` : session.status}
    </p>
  );
}

/** A composer kept as a draft while a member is signed in, as the Salon's are. */
function DraftBox() {
  const session = useSession();
  return session.status === 'signedIn' ? <SignedInDraftBox /> : null;
}

function SignedInDraftBox() {
  const draft = useDraft('new-discussion', { body: '' });
  return (
    <textarea
      aria-label="Draft"
      value={draft.fields.body}
      onChange={(event) => draft.update({ body: event.target.value })}
    />
  );
}

let reportRole: (role: RoleOfUser | null) => void = () => {};
let reportStoredRole: (role: Role) => void = () => {};

describe('FirebaseSessionProvider', () => {
  beforeEach(() => {
    vi.mocked(refreshIdToken).mockClear();
    vi.mocked(subscribeToRoleClaim).mockImplementation((_auth, onRole) => {
      reportRole = onRole;
      return () => {};
    });
    vi.mocked(subscribeToStoredRole).mockImplementation((_firestore, _uid, onRole) => {
      reportStoredRole = onRole;
      return () => {};
    });
  });

  it('is loading while Firebase Auth has not answered', () => {
    vi.mocked(useSigninCheck).mockReturnValue({ status: 'loading' } as SigninCheck);
    render(
      <FirebaseSessionProvider>
        <ShowSession />
      </FirebaseSessionProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('reports a visitor as signed out', () => {
    vi.mocked(useSigninCheck).mockReturnValue(signinCheck(null));
    render(
      <FirebaseSessionProvider>
        <ShowSession />
      </FirebaseSessionProvider>,
    );
    expect(screen.getByText('signedOut')).toBeTruthy();
  });

  it('waits for the role of this very user before reporting them signed in', () => {
    vi.mocked(useSigninCheck).mockReturnValue(signinCheck(clara));
    render(
      <FirebaseSessionProvider>
        <ShowSession />
      </FirebaseSessionProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();

    act(() => reportRole({ uid: 'someone-else', role: 'admin' }));
    expect(screen.getByText('loading')).toBeTruthy();

    act(() => reportRole({ uid: 'uid-clara', role: 'moderator' }));
    expect(screen.getByText('uid-clara as moderator')).toBeTruthy();
  });

  it('follows a role change carried by a refreshed token', () => {
    vi.mocked(useSigninCheck).mockReturnValue(signinCheck(clara));
    render(
      <FirebaseSessionProvider>
        <ShowSession />
      </FirebaseSessionProvider>,
    );
    act(() => reportRole({ uid: 'uid-clara', role: 'user' }));
    act(() => reportRole({ uid: 'uid-clara', role: 'admin' }));
    expect(screen.getByText('uid-clara as admin')).toBeTruthy();
  });

  it('refreshes the token when the stored role no longer matches its claim (a demotion)', () => {
    vi.mocked(useSigninCheck).mockReturnValue(signinCheck(clara));
    render(
      <FirebaseSessionProvider>
        <ShowSession />
      </FirebaseSessionProvider>,
    );
    act(() => reportRole({ uid: 'uid-clara', role: 'admin' }));
    expect(subscribeToStoredRole).toHaveBeenLastCalledWith({}, 'uid-clara', expect.any(Function));
    act(() => reportStoredRole('admin'));
    expect(refreshIdToken).not.toHaveBeenCalled();
    act(() => reportStoredRole('user'));
    expect(refreshIdToken).toHaveBeenCalledTimes(1);
    // The refreshed token carries the stored role: the session follows it.
    act(() => reportRole({ uid: 'uid-clara', role: 'user' }));
    expect(screen.getByText('uid-clara as user')).toBeTruthy();
  });

  it("removes the member's drafts from the device when they sign out, a pending edit too", () => {
    const claras = draftKey('uid-clara', 'new-discussion');
    const fannys = draftKey('uid-fanny', 'new-discussion');
    localStorage.setItem(fannys, serialiseDraft({ body: 'Fanny left it' }, Date.now()));
    vi.mocked(useSigninCheck).mockReturnValue(signinCheck(clara));
    const { rerender } = render(
      <FirebaseSessionProvider>
        <DraftBox />
      </FirebaseSessionProvider>,
    );
    act(() => reportRole({ uid: 'uid-clara', role: 'user' }));
    // Typed a moment ago: not yet written when the session ends and the box goes away.
    fireEvent.change(screen.getByLabelText('Draft'), { target: { value: 'Half a thought' } });

    vi.mocked(useSigninCheck).mockReturnValue(signinCheck(null));
    rerender(
      <FirebaseSessionProvider>
        <DraftBox />
      </FirebaseSessionProvider>,
    );
    expect(screen.queryByLabelText('Draft')).toBeNull();
    expect(localStorage.getItem(claras)).toBeNull();
    expect(localStorage.getItem(fannys)).not.toBeNull();
  });

  it('keeps what a member typed when the sign-in check goes back to loading for a moment', () => {
    vi.mocked(useSigninCheck).mockReturnValue(signinCheck(clara));
    const tree = () => (
      <FirebaseSessionProvider>
        <DraftBox />
      </FirebaseSessionProvider>
    );
    const { rerender } = render(tree());
    act(() => reportRole({ uid: 'uid-clara', role: 'user' }));
    fireEvent.change(screen.getByLabelText('Draft'), { target: { value: 'First words' } });

    vi.mocked(useSigninCheck).mockReturnValue({ status: 'loading' } as SigninCheck);
    rerender(tree());
    expect(screen.queryByLabelText('Draft')).toBeNull();
    vi.mocked(useSigninCheck).mockReturnValue(signinCheck(clara));
    rerender(tree());
    expect(screen.getByLabelText<HTMLTextAreaElement>('Draft').value).toBe('First words');
  });

  it('useSession throws outside the provider (spec 1 §8)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSession())).toThrow(/useSession must be used inside/);
  });
});
