import { SignInButton } from '../../features/auth/components/SignInButton';
import { UserMenu } from '../../features/auth/components/UserMenu';
import { useSession } from '../../lib/session/session-context';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { VisitorBell } from '../../features/notifications/components/VisitorBell';
import { Logo } from '../../components/layout/Logo';

/**
 * Logo and the notification bell; for members the avatar menu, for visitors a Sign In button
 * (forum spec §2). A visitor's bell says that notifications come with an account.
 */
export function TopBar() {
  const session = useSession();
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Logo />
        <nav className="top-bar__actions" aria-label="Account">
          {session.status === 'signedIn' ? (
            <>
              <NotificationBell uid={session.user.uid} />
              <UserMenu user={session.user} />
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
