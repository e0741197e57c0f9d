import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT_TOAST } from '@salon/domain';
import { AppError } from '../../../lib/app-error';
import { member } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import type { ProfileCard } from '../api';
import { fakeCard, fakeProfilesApi, type FakeProfilesApi } from '../testing/fake-profiles-api';
import { OwnProfile } from './OwnProfile';

let api: FakeProfilesApi;
vi.mock('../api', async () =>
  (await import('../testing/fake-profiles-api')).fakeProfilesApiModule(() => api),
);

beforeEach(() => {
  api = fakeProfilesApi([
    {
      card: fakeCard('uid-clara', { username: 'clara', displayName: 'Clara', bio: 'Pianist.' }),
      details: { location: 'Leipzig', websiteUrl: 'https://clara.example' },
    },
  ]);
});

async function openForm() {
  renderWithProviders(<OwnProfile uid="uid-clara" />, { session: member(), path: '/profile' });
  const card = screen.getByRole('region', { name: 'My Profile' });
  await userEvent.click(within(card).getByRole('button', { name: 'Edit Profile' }));
  return within(card).findByRole('form', { name: 'Edit Profile' });
}

const toasts = () => within(screen.getByRole('region', { name: /^Messages/ }));

describe('the own profile card', () => {
  it('starts from the saved values, lowercases the username as typed, and Cancel drops changes', async () => {
    const form = await openForm();
    const username = within(form).getByLabelText('Username');
    expect(username).toHaveProperty('value', 'clara');
    expect(within(form).getByLabelText('Location')).toHaveProperty('value', 'Leipzig');
    await userEvent.clear(username);
    await userEvent.type(username, 'Clara W');
    expect(username).toHaveProperty('value', 'claraw');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(await screen.findByLabelText('Username')).toHaveProperty('value', 'clara');
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  it('refuses invalid fields with their messages and Invalid Input, writing nothing', async () => {
    const form = await openForm();
    await userEvent.clear(within(form).getByLabelText('Username'));
    await userEvent.type(within(form).getByLabelText('Username'), 'c_');
    await userEvent.type(within(form).getByLabelText('LinkedIn'), 'linkedin');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Username must be at least 3 characters long')).toBeTruthy();
    expect(within(form).getByText('Please enter a valid URL (including https://)')).toBeTruthy();
    expect(toasts().getByText('Invalid Input')).toBeTruthy();
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  it('lets a bio run past 140 characters, says so at once and refuses to save it', async () => {
    const form = await openForm();
    const bio = within(form).getByLabelText('Bio');
    await userEvent.clear(bio);
    await userEvent.click(bio);
    await userEvent.paste('b'.repeat(141));
    expect(bio).toHaveProperty('value', 'b'.repeat(141));
    expect(within(form).getByText('141/140')).toBeTruthy();
    expect(within(form).getByText('Bio must be less than 140 characters')).toBeTruthy();
    expect(bio.getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(toasts().getByText('Invalid Input')).toBeTruthy();
    expect(api.updateProfile).not.toHaveBeenCalled();

    await userEvent.type(bio, '{Backspace}');
    expect(within(form).queryByText('Bio must be less than 140 characters')).toBeNull();
  });

  it('says at once when the display name is over 100 characters', async () => {
    const form = await openForm();
    const displayName = within(form).getByLabelText('Display Name');
    await userEvent.clear(displayName);
    await userEvent.click(displayName);
    await userEvent.paste('d'.repeat(101));
    expect(within(form).getByText('Display name must be less than 100 characters')).toBeTruthy();
  });

  it('saves, toasts Profile updated and leaves edit mode', async () => {
    const form = await openForm();
    await userEvent.clear(within(form).getByLabelText('Bio'));
    await userEvent.type(within(form).getByLabelText('Bio'), 'Composer.');
    expect(within(form).getByText('9/140')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts().getByText('Profile updated')).toBeTruthy());
    expect(api.updateProfile).toHaveBeenCalledWith(
      'uid-clara',
      expect.objectContaining({ username: 'clara', bio: 'Composer.', location: 'Leipzig' }),
    );
    expect(screen.queryByRole('form', { name: 'Edit Profile' })).toBeNull();
  });

  it.each([
    [
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
      "You don't have permission to update this profile. Please try logging out and back in.",
    ],
    [new Error('quota exceeded'), 'Failed to update profile: quota exceeded'],
    ['?', 'Failed to update profile. Please try again.'],
    [
      new AppError('rejected', 'rate limited', RATE_LIMIT_TOAST),
      "You're doing that too often. Please wait a moment and try again.",
    ],
  ])('tells a failed save in the spec’s words (%s)', async (failure, message) => {
    api.updateProfile.mockRejectedValueOnce(failure);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const form = await openForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts().getByText(message)).toBeTruthy());
    expect(screen.getByRole('form', { name: 'Edit Profile' })).toBeTruthy();
  });

  it.each([
    ['Change profile picture', 'Profile picture'],
    ['Change banner', 'Banner'],
  ])('opens the picture dialog from "%s"', async (button, title) => {
    renderWithProviders(<OwnProfile uid="uid-clara" />, { session: member(), path: '/profile' });
    await userEvent.click(screen.getByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByLabelText('Choose a picture')).toBeTruthy();
  });

  it('offers no report of one’s own pictures', async () => {
    api.members[0]!.card = {
      ...api.members[0]!.card,
      avatar: { s48: 'https://e.test/48', s96: 'https://e.test/96', s256: 'https://e.test/256' },
    };
    api.members[0]!.banner = 'https://e.test/banner';
    renderWithProviders(<OwnProfile uid="uid-clara" />, { session: member(), path: '/profile' });
    await screen.findByRole('button', { name: 'Change banner' });
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
  });
});

describe('the privacy toggle', () => {
  it('saves at once and says which way it went', async () => {
    renderWithProviders(<OwnProfile uid="uid-clara" />, { session: member(), path: '/profile' });
    await userEvent.click(screen.getByLabelText('Private account'));
    await waitFor(() => expect(toasts().getByText('Your account is now private.')).toBeTruthy());
    expect(api.setProfilePrivacy).toHaveBeenCalledWith('uid-clara', true);
  });

  it('keeps the new state until the live card shows it, so the box never flips back', async () => {
    // The card as the listener has it: the saved change reaches it after the write resolves.
    let showCard: (card: ProfileCard) => void = () => undefined;
    api.subscribeToProfileCard.mockImplementation((uid, onCard) => {
      showCard = onCard;
      onCard(fakeCard(uid, { username: 'clara' }));
      return () => undefined;
    });
    renderWithProviders(<OwnProfile uid="uid-clara" />, { session: member(), path: '/profile' });
    const box = screen.getByLabelText('Private account');
    await userEvent.click(box);
    await waitFor(() => expect(toasts().getByText('Your account is now private.')).toBeTruthy());
    expect(box).toHaveProperty('checked', true);

    act(() => showCard(fakeCard('uid-clara', { username: 'clara', isPrivate: true })));
    expect(box).toHaveProperty('checked', true);
    await userEvent.click(box);
    await waitFor(() => expect(toasts().getByText('Your account is now public.')).toBeTruthy());
    expect(box).toHaveProperty('checked', false);
    expect(api.setProfilePrivacy).toHaveBeenLastCalledWith('uid-clara', false);
  });

  it('goes back and says so when the change fails', async () => {
    api.setProfilePrivacy.mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<OwnProfile uid="uid-clara" />, { session: member(), path: '/profile' });
    await userEvent.click(screen.getByLabelText('Private account'));
    await waitFor(() =>
      expect(
        toasts().getByText('Failed to update privacy setting. Please try again.'),
      ).toBeTruthy(),
    );
    expect(screen.getByLabelText('Private account')).toHaveProperty('checked', false);
  });

  it('says Slow Down when the member changes it too often', async () => {
    api.setProfilePrivacy.mockRejectedValueOnce(
      new AppError('rejected', 'rate limited', RATE_LIMIT_TOAST),
    );
    renderWithProviders(<OwnProfile uid="uid-clara" />, { session: member(), path: '/profile' });
    await userEvent.click(screen.getByLabelText('Private account'));
    await waitFor(() => expect(toasts().getByText('Slow Down')).toBeTruthy());
    expect(screen.getByLabelText('Private account')).toHaveProperty('checked', false);
  });
});
