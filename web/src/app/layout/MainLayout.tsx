import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../../components/layout/Footer';
import { Spinner } from '../../components/ui/Spinner';
import { RequireUsername } from '../../features/auth/components/RequireUsername';
import { SuspensionBanner } from '../../features/auth/components/SuspensionBanner';
import { VerifyEmailBanner } from '../../features/auth/components/VerifyEmailBanner';
import { TopBar } from './TopBar';

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
      <VerifyEmailBanner />
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
