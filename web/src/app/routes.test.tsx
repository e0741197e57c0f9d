import { act, render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RESERVED_USERNAMES } from '@salon/domain';
import type { Session } from '../lib/session/session';
import { loadingSession, member, TestProviders, visitor } from '../test/providers';
import { AppRoutes } from './routes';
import routesSource from './routes.tsx?raw';

vi.mock('../features/auth/api/sign-in', () => ({ signInWithEmail: vi.fn() }));
vi.mock('../features/auth/api/sign-up', () => ({ signUpWithEmail: vi.fn() }));
vi.mock('../features/auth/api/sign-out', () => ({ signOutOfFirebase: vi.fn() }));
vi.mock('../features/salon/api/salon-api', async () => {
  const { fakeSalonApi, fakeSalonApiModule } =
    await import('../features/salon/testing/fake-salon-api');
  const api = fakeSalonApi();
  return fakeSalonApiModule(() => api);
});
vi.mock('../features/polls/api/polls-api', async () => {
  const { fakePollsApi, fakePollsApiModule } =
    await import('../features/polls/testing/fake-polls-api');
  const api = fakePollsApi();
  return fakePollsApiModule(() => api);
});
vi.mock('../features/discussion/api/discussion-api', async () => {
  const { fakeDiscussionApi, fakeDiscussionApiModule } =
    await import('../features/discussion/testing/fake-discussion-api');
  const api = fakeDiscussionApi();
  return fakeDiscussionApiModule(() => api);
});
vi.mock('../features/notifications/api/notifications-api', async () => {
  const { fakeNotificationsApi, fakeNotificationsApiModule } =
    await import('../features/notifications/testing/fake-notifications-api');
  const api = fakeNotificationsApi();
  return fakeNotificationsApiModule(() => api);
});

vi.mock('../features/admin/api/users', async () => {
  const { fakeAdminApi, fakeUsersApiModule } =
    await import('../features/admin/testing/fake-admin-api');
  const api = fakeAdminApi();
  return fakeUsersApiModule(() => api);
});
vi.mock('../features/admin/api/reports', async () => {
  const { fakeAdminApi, fakeReportsApiModule } =
    await import('../features/admin/testing/fake-admin-api');
  const api = fakeAdminApi();
  return fakeReportsApiModule(() => api);
});

// The pages' live reads of other features: nothing reaches a server (loopback only).
vi.mock('../features/streaming/api/streaming-section', () => ({
  subscribeToStreamingSection: vi.fn((_firestore, _uid, onSection: (section: null) => void) => {
    onSection(null);
    return () => {};
  }),
}));
vi.mock('../features/badges/api/badges-api', async () => {
  const { fakeBadgesApi, fakeBadgesApiModule } =
    await import('../features/badges/testing/fake-badges-api');
  const api = fakeBadgesApi();
  return fakeBadgesApiModule(() => api);
});
vi.mock('../features/games/api/games-api', () => ({
  subscribeToGameRecord: vi.fn((_firestore, _uid, onRecord: (record: null) => void) => {
    onRecord(null);
    return () => {};
  }),
  readGameLeaderboard: vi.fn(async () => []),
  startGameRound: vi.fn(),
  nextGameQuestion: vi.fn(),
  answerGameQuestion: vi.fn(),
}));
vi.mock('../features/social/api/counts', async () =>
  (await import('../features/social/testing/fake-social-api')).fakeCountsModule(),
);
vi.mock('../features/social/api/relation', async () =>
  (await import('../features/social/testing/fake-social-api')).fakeRelationModule(),
);
vi.mock('../features/social/api/lists', async () =>
  (await import('../features/social/testing/fake-social-api')).fakeListsModule(),
);
vi.mock('../features/profiles/api', async () => {
  const { fakeCard, fakeProfilesApi, fakeProfilesApiModule } =
    await import('../features/profiles/testing/fake-profiles-api');
  const api = fakeProfilesApi([
    { card: fakeCard('uid-clara', { username: 'clara', displayName: 'Clara' }) },
    { card: fakeCard('uid-clara-s', { username: 'clara_s', displayName: 'Clara S.' }) },
    { card: fakeCard('uid-ada', { username: '', displayName: 'Ada' }) },
  ]);
  return fakeProfilesApiModule(() => api);
});

// Every lazy page's module loaded once, so no test waits for a chunk's first import.
beforeAll(async () => {
  const pages = import.meta.glob([
    '../pages/**/*.tsx',
    '!**/*.test.tsx',
    '../features/streaming/index.ts',
  ]);
  await Promise.all(Object.values(pages).map((load) => load()));
});

/**
 * The app's routes at `path`. Pages outside the first bundle are lazy and redirects happen in
 * effects, so a test waits for what it expects to see (`findBy…`, `waitFor`) before it asserts
 * what must be absent. Rendering inside an async act lets React finish that work at once; outside
 * one, it holds a suspended page back for 300 ms (its fallback throttle) and each test waits so.
 */
async function renderAt(path: string, session: Session, state?: unknown) {
  const current: { location?: Location } = {};
  function LocationProbe() {
    current.location = useLocation();
    return null;
  }
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <TestProviders session={session}>
        <MemoryRouter initialEntries={[{ pathname: path, state }]}>
          <LocationProbe />
          <AppRoutes />
        </MemoryRouter>
      </TestProviders>,
    );
  });
  const location = () => current.location!;
  return { ...view!, location, path: () => location().pathname };
}

function signInForm() {
  return screen.queryByRole('heading', { name: 'Sign In' });
}

function findSignInForm() {
  return screen.findByRole('heading', { name: 'Sign In' });
}

/** The About page, a page of the layout, once it is on screen: the top bar's tests look at it. */
async function renderAbout(session: Session) {
  const view = await renderAt('/about', session);
  await screen.findByRole('heading', { level: 1, name: 'About Us' });
  return view;
}

describe('routes', () => {
  describe('protected routes', () => {
    it.each(['/profile', '/user/uid-ada', '/clara', '/admin'])(
      'show a Loading spinner on %s while auth loads',
      async (path) => {
        await renderAt(path, loadingSession);
        expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
        expect(signInForm()).toBeNull();
      },
    );

    it.each(['/profile', '/user/uid-ada', '/clara', '/admin'])(
      'show the sign-in screen to a visitor on %s',
      async (path) => {
        const { location } = await renderAt(path, visitor);
        expect(await findSignInForm()).toBeTruthy();
        expect(screen.getByLabelText('Email')).toBeTruthy();
        expect(location().pathname).toBe('/auth');
        expect(location().state).toEqual({ from: path });
      },
    );

    it('show /profile to a member', async () => {
      await renderAt('/profile', member());
      const card = await screen.findByRole('region', { name: 'My Profile' });
      expect(within(card).getByRole('heading', { name: 'Clara' })).toBeTruthy();
    });

    it('show /{username} to a member', async () => {
      await renderAt('/clara_s', member());
      expect(await screen.findByRole('heading', { name: 'Clara S.' })).toBeTruthy();
    });

    it('show /user/{userId} to a member', async () => {
      await renderAt('/user/uid-ada', member());
      expect(await screen.findByRole('heading', { name: 'Ada' })).toBeTruthy();
    });
  });

  describe('/admin', () => {
    it('sends a member to /', async () => {
      const { path } = await renderAt('/admin', member('user'));
      expect(await screen.findByRole('heading', { level: 1, name: 'The Salon' })).toBeTruthy();
      expect(path()).toBe('/');
      expect(screen.queryByRole('heading', { name: 'Admin Panel' })).toBeNull();
    });

    it.each(['admin', 'moderator'] as const)('opens for a %s (staff)', async (role) => {
      const { path } = await renderAt('/admin', member(role));
      expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeTruthy();
      expect(path()).toBe('/admin');
    });
  });

  describe('/auth', () => {
    it('shows the sign-in screen to a visitor, with a way back home', async () => {
      const { path } = await renderAt('/auth', visitor);
      expect(await findSignInForm()).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
      expect(path()).toBe('/');
    });

    it('sends a signed-in user back to where they came from', async () => {
      const { path } = await renderAt('/auth', member(), { from: '/salon' });
      await waitFor(() => expect(path()).toBe('/salon'));
    });

    it('sends a signed-in user to / by default', async () => {
      const { path } = await renderAt('/auth', member());
      await waitFor(() => expect(path()).toBe('/'));
    });

    it('shows the spinner, not the form, while auth loads', async () => {
      await renderAt('/auth', loadingSession);
      expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
      expect(signInForm()).toBeNull();
    });
  });

  describe('not found', () => {
    it.each([
      '/salon/nowhere/else',
      '/a/b',
      '/Not.A.Username',
      '/__proto__',
      '/badges/no-such-badge',
      '/badges/__proto__',
      '/games/no-such-game',
    ])('redirects %s to the 404 page', async (unknown) => {
      const { path } = await renderAt(unknown, visitor);
      expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
      expect(path()).toBe('/404');
      expect(screen.getByText('Oops! Page not found')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    });

    it('leads a username typed with capitals to its lowercase form', async () => {
      const { path } = await renderAt('/Clara_S', member());
      await waitFor(() => expect(path()).toBe('/clara_s'));
    });
  });

  describe('home and static pages', () => {
    it.each(['/', '/salon'])('%s shows The Salon to visitors', async (path) => {
      await renderAt(path, visitor);
      expect(await screen.findByRole('heading', { level: 1, name: 'The Salon' })).toBeTruthy();
    });

    it('fetches a page on its first visit and then shows it', async () => {
      render(
        <TestProviders session={visitor}>
          <MemoryRouter initialEntries={['/about']}>
            <AppRoutes />
          </MemoryRouter>
        </TestProviders>,
      );
      expect(screen.getByRole('contentinfo')).toBeTruthy();
      expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
      expect(await screen.findByRole('heading', { level: 1, name: /About/ })).toBeTruthy();
      expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    });

    it('/salon/thread/{id} shows that discussion, to visitors too', async () => {
      await renderAt('/salon/thread/thread-1', visitor);
      expect(
        (await screen.findByRole('link', { name: /Back to Salon/ })).getAttribute('href'),
      ).toBe('/salon');
      expect(screen.getByRole('status', { name: 'Loading discussion' })).toBeTruthy();
    });

    it.each([
      ['/about', 'About Us'],
      ['/coming-soon', 'Coming Soon'],
      ['/join', 'Join Our Team'],
      ['/donate', 'Support Us'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-use', 'Terms of Use'],
      ['/cookie-policy', 'Cookie Policy'],
    ])('%s is public and titled %s', async (path, title) => {
      await renderAt(path, visitor);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    });

    it('/badges lists every badge, and /badges/{id} shows one, to visitors too', async () => {
      await renderAt('/badges', visitor);
      expect(await screen.findByRole('heading', { level: 1, name: 'Badges' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Trivia Maestro' }).getAttribute('href')).toBe(
        '/badges/trivia-maestro',
      );
      await renderAt('/badges/trivia-maestro', visitor);
      expect(await screen.findByRole('heading', { level: 1, name: 'Trivia Maestro' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: 'Holders' })).toBeTruthy();
    });

    it.each([
      ['Intervals', '/games/intervals'],
      ['Chords and Cadences', '/games/chords'],
      ['Name the Work', '/games/name-the-work'],
    ])('/games lists %s, and its page plays it, to visitors too', async (name, path) => {
      await renderAt('/games', visitor);
      expect(await screen.findByRole('heading', { level: 1, name: 'Music Games' })).toBeTruthy();
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(path);
      await renderAt(path, visitor);
      expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Practise' })).toBeTruthy();
      expect(await screen.findByText('No rounds played this week yet.')).toBeTruthy();
    });

    it('the terms state the minimum age of 13', async () => {
      await renderAt('/terms-of-use', visitor);
      expect(await screen.findByText(/at least 13 years old/)).toBeTruthy();
    });

    it('the donations page says donations are not yet available', async () => {
      await renderAt('/donate', visitor);
      expect(await screen.findByText(/Donations are not yet available/)).toBeTruthy();
    });
  });

  describe('top bar', () => {
    it('gives a visitor the bell and a Sign In button that leads to /auth and back', async () => {
      const { location } = await renderAbout(visitor);
      const banner = screen.getByRole('banner');
      expect(within(banner).getByRole('button', { name: 'Notifications' })).toBeTruthy();
      expect(within(banner).queryByRole('button', { name: /^Account menu/ })).toBeNull();
      await userEvent.click(within(banner).getByRole('button', { name: 'Sign In' }));
      expect(location().pathname).toBe('/auth');
      expect(location().state).toEqual({ from: '/about' });
    });

    it('gives a member the bell and the account menu', async () => {
      await renderAbout(member());
      const banner = screen.getByRole('banner');
      expect(within(banner).getByRole('button', { name: 'Notifications' })).toBeTruthy();
      expect(within(banner).getByRole('button', { name: /^Account menu/ })).toBeTruthy();
      expect(within(banner).queryByRole('button', { name: 'Sign In' })).toBeNull();
    });

    it('has the logo leading home', async () => {
      await renderAbout(visitor);
      const logo = within(screen.getByRole('banner')).getByRole('link', {
        name: 'The Social Home of Classical Music, home',
      });
      expect(logo.getAttribute('href')).toBe('/');
    });

    it('shows the footer on every page of the layout', async () => {
      await renderAbout(visitor);
      expect(screen.getByRole('contentinfo')).toBeTruthy();
    });
  });
});

describe('the routes’ first segments', () => {
  it('are reserved usernames: a member called so could not be reached at /{username}', () => {
    const firstSegments = [...routesSource.matchAll(/path: '\/([^/:'*]+)/g)].map(
      (match) => match[1]!,
    );
    expect(firstSegments).toContain('badges');
    for (const segment of firstSegments) expect(RESERVED_USERNAMES).toContain(segment);
  });
});
