import { Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { RequireAuth, RequireStaff } from '../features/auth';
import { Spinner } from '../components/ui/Spinner';
import { lazyNamed, lazyNamedPreloadable } from '../lib/lazy-named';
import type { ServedPage } from '../lib/page-seed';
import { MainLayout } from './layout/MainLayout';
import { UsernamePath } from './UsernamePath';

// Every page is its own chunk, fetched on the first visit to it, so the shell every page loads
// holds none of them. The router changes pages in a transition, so on a link React keeps the
// current page until the next one's chunk is there: no loading flash. The Salon and a
// discussion arrive drawn by publicPages, which has the browser fetch their chunks with the
// shell (src/server/hydrated-pages.ts), and main.tsx has their code before it hydrates
// (`loadServedPage`), so React hydrates the whole page at once, as when they were in the shell: a
// lazy page hydrated later left the served page's buttons dead for a moment after it loaded.

const Salon = lazyNamedPreloadable(() => import('../pages/SalonPage'), 'SalonPage');
const SalonPage = Salon.Component;
const AuthPage = lazyNamed(() => import('../pages/AuthPage'), 'AuthPage');
const AuthActionPage = lazyNamed(() => import('../pages/AuthActionPage'), 'AuthActionPage');
const NotFoundPage = lazyNamed(() => import('../pages/NotFoundPage'), 'NotFoundPage');
const Thread = lazyNamedPreloadable(() => import('../pages/ThreadPage'), 'ThreadPage');
const ThreadPage = Thread.Component;
const AboutPage = lazyNamed(() => import('../pages/static/AboutPage'), 'AboutPage');
const ComingSoonPage = lazyNamed(() => import('../pages/static/ComingSoonPage'), 'ComingSoonPage');
const JoinPage = lazyNamed(() => import('../pages/static/JoinPage'), 'JoinPage');
const DonatePage = lazyNamed(() => import('../pages/static/DonatePage'), 'DonatePage');
const PrivacyPolicyPage = lazyNamed(
  () => import('../pages/static/PrivacyPolicyPage'),
  'PrivacyPolicyPage',
);
const TermsOfUsePage = lazyNamed(() => import('../pages/static/TermsOfUsePage'), 'TermsOfUsePage');
const CookiePolicyPage = lazyNamed(
  () => import('../pages/static/CookiePolicyPage'),
  'CookiePolicyPage',
);
const ProfilePage = lazyNamed(() => import('../pages/ProfilePage'), 'ProfilePage');
const SpotifyCallbackScreen = lazyNamed(
  () => import('../features/streaming'),
  'SpotifyCallbackScreen',
);
const UserProfilePage = lazyNamed(() => import('../pages/UserProfilePage'), 'UserProfilePage');
const AdminPage = lazyNamed(() => import('../pages/AdminPage'), 'AdminPage');
const TriviaLeaderboardPage = lazyNamed(
  () => import('../pages/TriviaLeaderboardPage'),
  'TriviaLeaderboardPage',
);
const PastPollsPage = lazyNamed(() => import('../pages/PastPollsPage'), 'PastPollsPage');
const BadgesPage = lazyNamed(() => import('../pages/BadgesPage'), 'BadgesPage');
const BadgePage = lazyNamed(() => import('../pages/BadgePage'), 'BadgePage');
// The games bring their sound (Tone.js) and notation (abcjs): only their own pages load them.
const GamesPage = lazyNamed(() => import('../pages/GamesPage'), 'GamesPage');
const GamePlayPage = lazyNamed(() => import('../pages/GamePlayPage'), 'GamePlayPage');
const MemberProfilePage = lazyNamed(
  () => import('../pages/MemberProfilePage'),
  'MemberProfilePage',
);

/** The site's routes (spec 1 §2, spec 2 §2). Static segments outrank /:username. */
const routes: RouteObject[] = [
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
      { path: '/trivia/leaderboard', element: <TriviaLeaderboardPage /> },
      { path: '/polls/past', element: <PastPollsPage /> },
      { path: '/badges', element: <BadgesPage /> },
      { path: '/badges/:badgeId', element: <BadgePage /> },
      { path: '/games', element: <GamesPage /> },
      { path: '/games/:game', element: <GamePlayPage /> },
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

/** The code of each page publicPages draws (the seed names which). */
const SERVED_PAGE_CODE = {
  salon: Salon,
  thread: Thread,
  none: null,
} satisfies Record<ServedPage, { load(): Promise<void> } | null>;

/** Fetches the code of the page the server drew, for hydrating it at once. */
export async function loadServedPage(page: ServedPage): Promise<void> {
  await SERVED_PAGE_CODE[page]?.load();
}

/**
 * The page for the current address. A first visit straight to a page the server did not draw
 * shows the spinner for the moment its chunk takes (within MainLayout, under the top bar; here,
 * for the pages without it: /auth and /404).
 */
export function AppRoutes() {
  return <Suspense fallback={<Spinner />}>{useRoutes(routes)}</Suspense>;
}
