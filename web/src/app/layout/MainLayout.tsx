import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../../components/layout/Footer';
import { Spinner } from '../../components/ui/Spinner';
import { RequireUsername, SuspensionBanner } from '../../features/auth';
import { lazyNamed } from '../../lib/lazy-named';
import { useSession } from '../../lib/session/session-context';
import { TopBar } from './TopBar';

// The reminder to verify an address (its texts, its resend) loads only for a member who has
// not verified theirs: every other visit would carry it for nothing.
const VerifyEmailBanner = lazyNamed(
  () => import('../../features/auth/components/VerifyEmailBanner'),
  'VerifyEmailBanner',
);

function VerifyEmailReminder() {
  const session = useSession();
  if (session.status !== 'signedIn' || session.user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner />
    </Suspense>
  );
}

/** Every page but /auth and /404: top bar, the page, footer. */
export function MainLayout() {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <RequireUsername />
      <TopBar />
      <SuspensionBanner />
      <VerifyEmailReminder />
      <div id="content" className="app-shell__content">
        {/* A page's chunk on a first visit straight to it (navigations keep the old page meanwhile,
            as react-router navigates in a transition): the top bar and footer stay. */}
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </div>
      <Footer />
    </div>
  );
}
