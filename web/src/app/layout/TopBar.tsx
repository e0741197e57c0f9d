import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { AccountMenu, SignInButton } from '../../features/auth';
import { useSession } from '../../lib/session/session-context';
import { VisitorBell } from '../../features/notifications';
import { Logo } from '../../components/layout/Logo';

// A member's bell brings their live notifications and the code that reads them (with the schema
// library): fetched once someone is signed in, so a visitor's first visit does without.
const NotificationBell = lazyNamed(
  () => import('../../features/notifications/components/NotificationBell'),
  'NotificationBell',
);

/** Holds the bell's place while its code arrives, so the account menu does not shift. */
const BELL_PLACEHOLDER = (
  <span className="icon-button icon-button--placeholder" aria-hidden="true" />
);

/**
 * Logo and the notification bell; for members the avatar menu, for visitors a Sign In button
 * (forum spec §2). A visitor's bell says that notifications come with an account.
 */
export function TopBar() {
  const session = useSession();
  // Empty until Auth has answered: a page the server rendered is drawn, and hydrated, before.
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Logo />
        <nav className="top-bar__actions" aria-label="Account">
          {session.status === 'signedIn' ? (
            <>
              <Suspense fallback={BELL_PLACEHOLDER}>
                <NotificationBell uid={session.user.uid} />
              </Suspense>
              <AccountMenu user={session.user} />
            </>
          ) : session.status === 'signedOut' ? (
            <>
              <VisitorBell />
              <SignInButton />
            </>
          ) : null}
        </nav>
      </div>
    </header>
  );
}
