import {
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { User } from 'firebase/auth';
import { useSigninCheck } from 'reactfire';
import { refreshIdToken } from '../api/refresh-token';
import { subscribeToRoleClaim, type RoleOfUser } from '../api/role-claim';
import { subscribeToStoredRole } from '../api/stored-role';
import { useRefreshWhenVisible } from '../hooks/use-refresh-when-visible';
import { clearMemberDrafts, deviceStorage } from '../../../lib/drafts';
import type { Session } from '../../../lib/session/session';
import { SessionContext } from '../../../lib/session/session-context';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { useHydrating } from '../../../lib/page-seed';

/**
 * Feeds the app's SessionContext from Firebase Auth: reactfire's useSigninCheck says who is
 * signed in, the ID token's `role` claim says what they may do. The SDK refreshes tokens near
 * expiry itself; a tab shown again after a long absence forces a refresh so role changes
 * made meanwhile apply, and so does a change of the member's stored role (userRoles/{uid}, what
 * rules and functions go by) that the token's claim does not match yet. After a demotion the
 * server has revoked the session's refresh token, so production refuses that refresh and the SDK
 * signs the member out, to sign in again as what they now are.
 */
export function FirebaseSessionProvider({ children }: { children: ReactNode }) {
  const { auth, firestore } = useFirebaseServices();
  const [signinCheck, setSigninCheck] = useState<SigninCheck>(NOT_CHECKED);
  // The server renders every page before anyone is known, and hydrating draws that page first:
  // Auth is asked only after it (reactfire's hook has no answer for the server to give).
  const hydrating = useHydrating();
  const [roleOfUser, setRoleOfUser] = useState<RoleOfUser | null>(null);

  useEffect(() => subscribeToRoleClaim(auth, setRoleOfUser), [auth]);
  useRefreshWhenVisible(() => void refreshIdToken(auth));

  const user = signinCheck.status === 'success' ? signinCheck.user : null;
  const claimedRole = roleOfUser?.uid === user?.uid ? roleOfUser?.role : undefined;
  const uid = user?.uid;
  useEffect(() => {
    if (!uid || !claimedRole) return;
    return subscribeToStoredRole(firestore, uid, (stored) => {
      if (stored !== claimedRole) void refreshIdToken(auth);
    });
  }, [auth, firestore, uid, claimedRole]);

  // Only an answer says who left: a check back at loading (reactfire subscribing again) is not a
  // sign-out, and clearing then took the words a member was typing.
  useClearDraftsAtSignOut(signinCheck.status === 'success' ? (uid ?? null) : undefined);

  const session = useMemo<Session>(() => {
    if (signinCheck.status === 'loading') return SESSION_LOADING;
    if (!user) return SIGNED_OUT;
    // Until the role of this very user is known, the session is still loading.
    if (roleOfUser?.uid !== user.uid) return SESSION_LOADING;
    return {
      status: 'signedIn',
      user: {
        uid: user.uid,
        email: user.email,
        displayName: user.displayName,
        emailVerified: user.emailVerified,
      },
      role: roleOfUser.role,
    };
  }, [signinCheck.status, user, roleOfUser]);

  // While the session is unknown, its changes reach the page in a transition: a part of a
  // server's page still waiting for its code is then hydrated first, where an urgent update would
  // have it drawn again from nothing. Once known, as they happen (a sign-out and the navigation
  // after it keep their order).
  const deferredSession = useDeferredValue(session);
  const shown = deferredSession.status === 'loading' ? deferredSession : session;

  return (
    <>
      {hydrating ? null : <WatchSigninCheck onCheck={setSigninCheck} />}
      <SessionContext value={shown}>{children}</SessionContext>
    </>
  );
}

type SigninCheck = { status: 'loading' } | { status: 'success'; user: User | null };

// One object each: a change that leaves the session as it was (a visitor's role claim, read
// again) gives the page no new session to draw.
const SESSION_LOADING: Session = { status: 'loading' };
const SIGNED_OUT: Session = { status: 'signedOut' };

const NOT_CHECKED: SigninCheck = { status: 'loading' };

/** reactfire's useSigninCheck, told to the provider before the browser draws the change. */
function WatchSigninCheck({ onCheck }: { onCheck: (check: SigninCheck) => void }) {
  const check = useSigninCheck();
  // An error answers as nobody signed in, as reactfire's own result reads.
  const answered = check.status !== 'loading';
  const user = check.status === 'success' ? check.data.user : null;
  useLayoutEffect(() => {
    onCheck(answered ? { status: 'success', user } : NOT_CHECKED);
  }, [onCheck, answered, user]);
  return null;
}

/**
 * When the signed-in member leaves (Sign Out, a session ended by the server, a deleted account),
 * their drafts leave the device: whoever uses it next sees none of them. An effect of this
 * provider runs after its children's cleanups in the same commit, so a composer's last pending
 * write (hooks/use-draft.ts) lands before this removes it. Compared with the previous uid rather
 * than in a cleanup, which StrictMode would also run at mount. `uid` is null for a known visitor
 * and undefined while Auth has not answered, which changes nothing.
 */
function useClearDraftsAtSignOut(uid: string | null | undefined) {
  const previousUid = useRef(uid);
  useEffect(() => {
    if (uid === undefined) return;
    const left = previousUid.current;
    previousUid.current = uid;
    if (left && left !== uid) clearMemberDrafts(deviceStorage(), left);
  }, [uid]);
}
