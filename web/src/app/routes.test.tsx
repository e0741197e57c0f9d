import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../lib/session/session';
import { loadingSession, member, TestProviders, visitor } from '../test/providers';
import { routes } from './routes';

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

function renderAt(path: string, session: Session, state?: unknown) {
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: path, state }] });
  const view = render(
    <TestProviders session={session}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router, path: () => router.state.location.pathname };
}

function signInForm() {
  return screen.queryByRole('heading', { name: 'Sign In' });
}

describe('routes', () => {
  describe('protected routes', () => {
    it.each(['/profile', '/user/uid-ada', '/clara', '/admin'])(
      'show a Loading spinner on %s while auth loads',
      (path) => {
        renderAt(path, loadingSession);
        expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
        expect(signInForm()).toBeNull();
      },
    );

    it.each(['/profile', '/user/uid-ada', '/clara', '/admin'])(
      'show the sign-in screen to a visitor on %s',
      (path) => {
        const { router } = renderAt(path, visitor);
        expect(signInForm()).toBeTruthy();
        expect(screen.getByLabelText('Email')).toBeTruthy();
        expect(router.state.location.pathname).toBe('/auth');
        expect(router.state.location.state).toEqual({ from: path });
      },
    );

    it('show /profile to a member', () => {
      renderAt('/profile', member());
      const card = screen.getByRole('region', { name: 'My Profile' });
      expect(within(card).getByRole('heading', { name: 'Clara' })).toBeTruthy();
    });

    it('show /{username} to a member', async () => {
      renderAt('/clara_s', member());
      expect(await screen.findByRole('heading', { name: 'Clara S.' })).toBeTruthy();
    });

    it('show /user/{userId} to a member', () => {
      renderAt('/user/uid-ada', member());
      expect(screen.getByRole('heading', { name: 'Ada' })).toBeTruthy();
    });
  });

  describe('/admin', () => {
    it('sends a member to /', () => {
      const { path } = renderAt('/admin', member('user'));
      expect(path()).toBe('/');
      expect(screen.queryByRole('heading', { name: 'Admin Panel' })).toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: 'The Salon' })).toBeTruthy();
    });

    it.each(['admin', 'moderator'] as const)('opens for a %s (staff)', (role) => {
      const { path } = renderAt('/admin', member(role));
      expect(path()).toBe('/admin');
      expect(screen.getByRole('heading', { name: 'Admin Panel' })).toBeTruthy();
    });
  });

  describe('/auth', () => {
    it('shows the sign-in screen to a visitor, with a way back home', async () => {
      const { path } = renderAt('/auth', visitor);
      expect(signInForm()).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
      expect(path()).toBe('/');
    });

    it('sends a signed-in user back to where they came from', () => {
      const { path } = renderAt('/auth', member(), { from: '/salon' });
      expect(path()).toBe('/salon');
    });

    it('sends a signed-in user to / by default', () => {
      const { path } = renderAt('/auth', member());
      expect(path()).toBe('/');
    });

    it('shows the spinner, not the form, while auth loads', () => {
      renderAt('/auth', loadingSession);
      expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
      expect(signInForm()).toBeNull();
    });
  });

  describe('not found', () => {
    it.each(['/salon/nowhere/else', '/a/b', '/Not.A.Username', '/__proto__'])(
      'redirects %s to the 404 page',
      (unknown) => {
        const { path } = renderAt(unknown, visitor);
        expect(path()).toBe('/404');
        expect(screen.getByRole('heading', { name: '404' })).toBeTruthy();
        expect(screen.getByText('Oops! Page not found')).toBeTruthy();
        expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
      },
    );

    it('leads a username typed with capitals to its lowercase form', () => {
      const { path } = renderAt('/Clara_S', member());
      expect(path()).toBe('/clara_s');
    });
  });

  describe('home and static pages', () => {
    it.each(['/', '/salon'])('%s shows The Salon to visitors', (path) => {
      renderAt(path, visitor);
      expect(screen.getByRole('heading', { level: 1, name: 'The Salon' })).toBeTruthy();
    });

    it('/salon/thread/{id} shows that discussion, to visitors too', () => {
      renderAt('/salon/thread/thread-1', visitor);
      expect(screen.getByRole('link', { name: /Back to Salon/ }).getAttribute('href')).toBe(
        '/salon',
      );
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
    ])('%s is public and titled %s', (path, title) => {
      renderAt(path, visitor);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    });

    it('the terms state the minimum age of 13', () => {
      renderAt('/terms-of-use', visitor);
      expect(screen.getByText(/at least 13 years old/)).toBeTruthy();
    });

    it('the donations page says donations are not yet available', () => {
      renderAt('/donate', visitor);
      expect(screen.getByText(/Donations are not yet available/)).toBeTruthy();
    });
  });

  describe('top bar', () => {
    it('gives a visitor the bell and a Sign In button that leads to /auth and back', async () => {
      const { router } = renderAt('/about', visitor);
      const banner = screen.getByRole('banner');
      expect(within(banner).getByRole('button', { name: 'Notifications' })).toBeTruthy();
      expect(within(banner).queryByRole('button', { name: /^Account menu/ })).toBeNull();
      await userEvent.click(within(banner).getByRole('button', { name: 'Sign In' }));
      expect(router.state.location.pathname).toBe('/auth');
      expect(router.state.location.state).toEqual({ from: '/about' });
    });

    it('gives a member the bell and the account menu', () => {
      renderAt('/about', member());
      const banner = screen.getByRole('banner');
      expect(within(banner).getByRole('button', { name: 'Notifications' })).toBeTruthy();
      expect(within(banner).getByRole('button', { name: /^Account menu/ })).toBeTruthy();
      expect(within(banner).queryByRole('button', { name: 'Sign In' })).toBeNull();
    });

    it('has the logo leading home', () => {
      renderAt('/about', visitor);
      const logo = within(screen.getByRole('banner')).getByRole('link', {
        name: 'The Social Home of Classical Music, home',
      });
      expect(logo.getAttribute('href')).toBe('/');
    });

    it('shows the footer on every page of the layout', () => {
      renderAt('/about', visitor);
      expect(screen.getByRole('contentinfo')).toBeTruthy();
    });
  });
});
