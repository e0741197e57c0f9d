import { Navigate, type RouteObject } from 'react-router';
import { RequireStaff } from '../features/auth/components/RequireStaff';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { AdminPage } from '../pages/AdminPage';
import { AuthActionPage } from '../pages/AuthActionPage';
import { AuthPage } from '../pages/AuthPage';
import { MemberProfilePage } from '../pages/MemberProfilePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ProfilePage } from '../pages/ProfilePage';
import { SalonPage } from '../pages/SalonPage';
import { ThreadPage } from '../pages/ThreadPage';
import { UserProfilePage } from '../pages/UserProfilePage';
import { SpotifyCallbackScreen } from '../features/streaming';
import { AboutPage } from '../pages/static/AboutPage';
import { ComingSoonPage } from '../pages/static/ComingSoonPage';
import { CookiePolicyPage } from '../pages/static/CookiePolicyPage';
import { DonatePage } from '../pages/static/DonatePage';
import { JoinPage } from '../pages/static/JoinPage';
import { PrivacyPolicyPage } from '../pages/static/PrivacyPolicyPage';
import { TermsOfUsePage } from '../pages/static/TermsOfUsePage';
import { MainLayout } from './layout/MainLayout';
import { UsernamePath } from './UsernamePath';

/** The site's routes (spec 1 §2, spec 2 §2). Static segments outrank /:username. */
export const routes: RouteObject[] = [
  { path: '/auth', element: <AuthPage /> },
  { path: '/auth/action', element: <AuthActionPage /> },
  { path: '/404', element: <NotFoundPage /> },
  {
    element: <MainLayout />,
    children: [
      { path: '/', element: <SalonPage /> },
      { path: '/salon', element: <SalonPage /> },
      { path: '/salon/thread/:threadId', element: <ThreadPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/coming-soon', element: <ComingSoonPage /> },
      { path: '/join', element: <JoinPage /> },
      { path: '/donate', element: <DonatePage /> },
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/terms-of-use', element: <TermsOfUsePage /> },
      { path: '/cookie-policy', element: <CookiePolicyPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/profile', element: <ProfilePage /> },
          { path: '/auth/spotify/callback', element: <SpotifyCallbackScreen /> },
          { path: '/user/:userId', element: <UserProfilePage /> },
          { element: <RequireStaff />, children: [{ path: '/admin', element: <AdminPage /> }] },
        ],
      },
      {
        path: '/:username',
        element: <UsernamePath />,
        children: [
          { element: <RequireAuth />, children: [{ index: true, element: <MemberProfilePage /> }] },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
];
