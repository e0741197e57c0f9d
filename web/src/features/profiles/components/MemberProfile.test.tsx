import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callFunction } from '../../../lib/call-function';
import { member } from '../../../test/providers';
import { currentPath, renderWithProviders } from '../../../test/render';
import { fakeCard, fakeProfilesApi, type FakeProfilesApi } from '../testing/fake-profiles-api';
import type { MemberRoute } from '../hooks/use-member-profile';
import { MemberProfile } from './MemberProfile';

let api: FakeProfilesApi;
vi.mock('../api', async () =>
  (await import('../testing/fake-profiles-api')).fakeProfilesApiModule(() => api),
);
vi.mock('../../../lib/call-function', () => ({ callFunction: vi.fn(async () => ({})) }));

const AVATAR = {
  s48: 'https://example.test/amadeus/s48.webp',
  s96: 'https://example.test/amadeus/s96.webp',
  s256: 'https://example.test/amadeus/s256.webp',
};

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
    {
      card: fakeCard('uid-amadeus', {
        username: 'amadeus',
        displayName: 'Amadeus',
        avatar: AVATAR,
      }),
      banner: 'https://example.test/amadeus/banner.webp',
    },
  ]);
  vi.mocked(callFunction).mockClear();
});

const toasts = () => screen.getByRole('region', { name: /^Messages/, hidden: true });

describe('reporting another member’s picture', () => {
  it('offers a report beside each picture the member has', async () => {
    renderMember({ username: 'amadeus' });
    expect(await screen.findByRole('button', { name: 'Report profile picture' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Report banner' })).toBeTruthy();
  });

  it('offers nothing to report on a member without pictures', async () => {
    renderMember({ username: 'felix' });
    await screen.findByRole('heading', { name: 'Felix', level: 1 });
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
  });

  it('sends the report with a reason and details, thanks, and closes', async () => {
    renderMember({ username: 'amadeus' });
    await userEvent.click(await screen.findByRole('button', { name: 'Report banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Content' });
    within(dialog).getByText('Tell our moderators what is wrong with this banner.');
    const submit = within(dialog).getByRole('button', { name: 'Submit Report' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.click(within(dialog).getByLabelText('Copyright violation'));
    await userEvent.type(within(dialog).getByLabelText('Details (optional)'), ' A sleeve photo ');
    await userEvent.click(submit);
    expect(callFunction).toHaveBeenCalledWith(expect.anything(), 'submitReport', {
      memberId: 'uid-amadeus',
      picture: 'banner',
      reason: 'copyright',
      description: 'A sleeve photo',
    });
    expect(await within(toasts()).findByText('Report Submitted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the server’s reason when it refuses', async () => {
    vi.mocked(callFunction).mockRejectedValueOnce(
      Object.assign(new Error('This picture is no longer on the profile.'), {
        code: 'functions/not-found',
        details: { title: 'Error', description: 'This picture is no longer on the profile.' },
      }),
    );
    renderMember({ username: 'amadeus' });
    await userEvent.click(await screen.findByRole('button', { name: 'Report profile picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Content' });
    within(dialog).getByText('Tell our moderators what is wrong with this profile picture.');
    await userEvent.click(within(dialog).getByLabelText('Spam or unwanted content'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(
      await within(toasts()).findByText('This picture is no longer on the profile.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Report Content' })).toBeTruthy();
  });
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
