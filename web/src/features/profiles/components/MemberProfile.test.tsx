import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '../../../test/providers';
import { currentPath, renderWithProviders } from '../../../test/render';
import { fakeCard, fakeProfilesApi, type FakeProfilesApi } from '../testing/fake-profiles-api';
import type { MemberRoute } from '../hooks/use-member-profile';
import { MemberProfile } from './MemberProfile';

let api: FakeProfilesApi;
vi.mock('../api', async () =>
  (await import('../testing/fake-profiles-api')).fakeProfilesApiModule(() => api),
);

const viewer = { uid: 'uid-clara', email: 'clara@example.com' };

function renderMember(route: MemberRoute) {
  return renderWithProviders(
    <MemberProfile
      route={route}
      viewer={viewer}
      headerExtras={(id) => <p>extras for {id}</p>}
      streaming={(id) => <p>streaming of {id}</p>}
    />,
    { session: member(), path: '/somewhere' },
  );
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  api = fakeProfilesApi([
    {
      card: fakeCard('uid-lili', { username: 'lili', displayName: 'Lili', isPrivate: true }),
      details: { location: 'Paris', instagramUrl: 'https://instagram.com/lili' },
      preferences: { mainInstrument: 'Voice' },
      refused: true,
    },
    {
      card: fakeCard('uid-felix', { username: 'felix', displayName: 'Felix' }),
      preferences: { favoriteComposer: 'Bach' },
    },
  ]);
});

describe('another member’s profile', () => {
  it('shows a public member’s header and the seven sections read-only', async () => {
    renderMember({ username: 'felix' });
    expect(await screen.findByRole('heading', { name: 'Felix', level: 1 })).toBeTruthy();
    expect(screen.getByText('@felix')).toBeTruthy();
    expect(screen.getByText('extras for uid-felix')).toBeTruthy();
    expect(screen.getByText('streaming of uid-felix')).toBeTruthy();
    expect(await screen.findByText('Bach')).toBeTruthy();
    expect(screen.getAllByText('Not specified').length).toBeGreaterThan(0);
    expect(screen.getByText('No social media links shared yet.')).toBeTruthy();
    expect(screen.getByText('No albums or wishlist items shared yet.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows Private Profile when the rules refuse a private member’s details', async () => {
    renderMember({ username: 'lili' });
    expect(await screen.findByRole('heading', { name: 'Private Profile' })).toBeTruthy();
    expect(screen.getByText('This user has set their profile to private.')).toBeTruthy();
    expect(screen.queryByText('Paris')).toBeNull();
    expect(screen.queryByText('streaming of uid-lili')).toBeNull();
    expect(api.subscribeToMusicalPreferences).not.toHaveBeenCalled();
  });

  it('shows a private member’s sections to a reader the rules admit (a friend, an admin)', async () => {
    api.members[0]!.refused = false;
    renderMember({ userId: 'uid-lili' });
    expect(await screen.findByText('Voice')).toBeTruthy();
    expect(screen.getByText('Paris')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Private Profile' })).toBeNull();
  });

  it('says Profile Not Found for an unknown member, with the way back', async () => {
    renderMember({ username: 'nobody' });
    expect(await screen.findByRole('heading', { name: 'Profile Not Found' })).toBeTruthy();
    expect(
      screen.getByText("The user profile you're looking for doesn't exist or has been removed."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Salon' }).getAttribute('href')).toBe('/salon');
  });

  it.each([{ username: 'clara' }, { userId: 'uid-clara' }])(
    'sends the viewer’s own profile to /profile (%o)',
    (route) => {
      renderMember(route);
      expect(currentPath()).toBe('/profile');
    },
  );
});
