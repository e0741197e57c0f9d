import { useEffect, useState } from 'react';
import { isSuspensionActive, suspendedMessage } from '@salon/domain';
import { useSession } from '../../../lib/session/session-context';
import { subscribeToOwnSuspension, type MemberSuspension } from '../../../lib/suspension';
import { useFirebaseServices } from '../../../lib/firebase-services';

/** The banner's region name and reason line (invented: the spec has no suspensions). */
const SUSPENSION_BANNER_TEXTS = Object.freeze({
  region: 'Account suspension',
  reason: (reason: string) => `Reason: ${reason}`,
  stillReads: 'You can still read the site and delete your account.',
});

// setTimeout's longest delay; an end further off is looked at again after this.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Under the top bar while the signed-in member is suspended: the end, in the member's time zone,
 * and the reason. It follows the member's userRoles document, so a suspension or a lift shows at
 * once, and it leaves by itself when the end passes, as the suspension does.
 */
export function SuspensionBanner() {
  const session = useSession();
  const uid = session.status === 'signedIn' ? session.user.uid : '';
  const suspension = useOwnSuspension(uid);
  if (suspension === null) return null;
  return (
    <aside className="suspension-banner" aria-label={SUSPENSION_BANNER_TEXTS.region}>
      <p>
        <strong>{suspendedMessage(suspension.until)}</strong>{' '}
        {suspension.reason ? SUSPENSION_BANNER_TEXTS.reason(suspension.reason) : null}
      </p>
      <p>{SUSPENSION_BANNER_TEXTS.stillReads}</p>
    </aside>
  );
}

/** The member's suspension while it is in force; null otherwise, and once its end passes. */
function useOwnSuspension(uid: string): MemberSuspension | null {
  const { firestore } = useFirebaseServices();
  const [stored, setStored] = useState<{ uid: string; value: MemberSuspension | null } | null>(
    null,
  );
  const [, setTick] = useState(0);
  useEffect(() => {
    if (uid === '') return;
    return subscribeToOwnSuspension(
      firestore,
      uid,
      (value) => setStored({ uid, value }),
      (error) => console.warn('Could not follow the suspension.', error),
    );
  }, [firestore, uid]);
  const suspension = stored?.uid === uid ? stored.value : null;
  const until = suspension?.until?.getTime() ?? null;
  useEffect(() => {
    if (until === null) return;
    const timer = setTimeout(
      () => setTick((tick) => tick + 1),
      Math.min(Math.max(0, until - Date.now()) + 1000, MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  });
  return isSuspensionActive(suspension, new Date()) ? suspension : null;
}
