import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSigninCheck } from 'reactfire';
import { refreshIdToken } from '../api/refresh-token';
import { subscribeToRoleClaim, type RoleOfUser } from '../api/role-claim';
import { subscribeToStoredRole } from '../api/stored-role';
import { useRefreshWhenVisible } from '../hooks/use-refresh-when-visible';
import { clearMemberDrafts, deviceStorage } from '../../../lib/drafts';
import type { Session } from '../../../lib/session/session';
import { SessionContext } from '../../../lib/session/session-context';
import { useFirebaseServices } from '../../../lib/firebase-services';

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
  const signinCheck = useSigninCheck();
  const [roleOfUser, setRoleOfUser] = useState<RoleOfUser | null>(null);

  useEffect(() => subscribeToRoleClaim(auth, setRoleOfUser), [auth]);
  useRefreshWhenVisible(() => void refreshIdToken(auth));

  const user = signinCheck.status === 'success' ? signinCheck.data.user : null;
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
    if (signinCheck.status === 'loading') return { status: 'loading' };
    if (!user) return { status: 'signedOut' };
    // Until the role of this very user is known, the session is still loading.
    if (roleOfUser?.uid !== user.uid) return { status: 'loading' };
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

  return <SessionContext value={session}>{children}</SessionContext>;
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
