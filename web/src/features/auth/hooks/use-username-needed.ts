import { useEffect, useState } from 'react';
import { hasProfile } from '../api/profile-presence';
import { hasPassword } from '../api/providers';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { useSession } from '../../../lib/session/session-context';

export type UsernameNeeded = 'checking' | 'needed' | 'no';

/**
 * Whether the signed-in member still has to choose a username: someone who joined through Google
 * and has no profile yet (the popup signed them in before the username step). Members with a
 * password made their profile at sign-up, so only Google-only accounts cost the one read.
 */
export function useUsernameNeeded(): UsernameNeeded {
  const session = useSession();
  const { auth, firestore } = useFirebaseServices();
  const uid = session.status === 'signedIn' ? session.user.uid : null;
  const user = auth.currentUser;
  const mayLackProfile = uid !== null && user?.uid === uid && !hasPassword(user);
  const [answer, setAnswer] = useState<{ uid: string; needed: boolean } | null>(null);

  useEffect(() => {
    if (!uid || !mayLackProfile) return;
    let current = true;
    hasProfile(firestore, uid).then(
      (present) => current && setAnswer({ uid, needed: !present }),
      // Unreadable: let the member on; the pages that need the profile say so themselves.
      () => current && setAnswer({ uid, needed: false }),
    );
    return () => {
      current = false;
    };
  }, [firestore, uid, mayLackProfile]);

  if (!uid || !mayLackProfile) return 'no';
  if (answer?.uid !== uid) return 'checking';
  return answer.needed ? 'needed' : 'no';
}
