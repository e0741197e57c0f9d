import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../../components/layout/Footer';
import { VerifyEmailBanner } from '../../features/auth/components/VerifyEmailBanner';
import { TopBar } from './TopBar';

/** Every page but /auth and /404: top bar, the page, footer. */
export function MainLayout() {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <TopBar />
      <VerifyEmailBanner />
      <div id="content" className="app-shell__content">
        {/* A page's chunk on its first visit: the top bar and footer stay meanwhile. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </div>
      <Footer />
    </div>
  );
}
