import { Suspense, useId, useState } from 'react';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { lazyNamed } from '../../../lib/lazy-named';
import { totpFactor } from '../api/two-factor';
import { TWO_FACTOR_TEXTS as TEXTS } from '../two-factor-texts';

// The dialogs (with the QR code's library and the dialog library) load when one first opens.
const SetUpDialog = lazyNamed(() => import('./TwoFactorDialogs'), 'SetUpDialog');
const TurnOffDialog = lazyNamed(() => import('./TwoFactorDialogs'), 'TurnOffDialog');

/**
 * The own profile's two-step verification: set up with a QR code and the first code, or turned off
 * with the password and a code. Both begin by proving it is the member, since Firebase refuses
 * either change to a sign-in older than a few minutes.
 */
export function TwoFactorSection() {
  const { auth } = useFirebaseServices();
  const titleId = useId();
  const [dialog, setDialog] = useState<'setUp' | 'turnOff' | null>(null);
  const [, setVersion] = useState(0);
  const user = auth.currentUser;
  if (!user) return null;
  const factor = totpFactor(user);
  const closed = () => {
    setDialog(null);
    setVersion((version) => version + 1);
  };

  return (
    <section className="card section-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{TEXTS.sectionTitle}</h2>
      {factor ? (
        <>
          <p>{TEXTS.onIntro(new Date(factor.enrollmentTime).toLocaleDateString())}</p>
          <button type="button" className="button" onClick={() => setDialog('turnOff')}>
            {TEXTS.turnOff}
          </button>
        </>
      ) : (
        <>
          <p>{TEXTS.offIntro}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setDialog('setUp')}
          >
            {TEXTS.setUp}
          </button>
        </>
      )}
      <Suspense fallback={null}>
        {dialog === 'setUp' ? <SetUpDialog user={user} onClose={closed} /> : null}
        {dialog === 'turnOff' ? <TurnOffDialog user={user} onClose={closed} /> : null}
      </Suspense>
    </section>
  );
}
