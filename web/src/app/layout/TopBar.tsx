import { SignInButton } from '../../features/auth/components/SignInButton';
import { UserMenu } from '../../features/auth/components/UserMenu';
import { useSession } from '../../features/auth/session/session-context';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { Logo } from '../../components/layout/Logo';

/**
 * Logo; for members the notification bell and the avatar menu; for visitors a Sign In button.
 * Visitors get no bell: notifications belong to an account.
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
            <SignInButton />
          ) : null}
        </nav>
      </div>
    </header>
  );
}
