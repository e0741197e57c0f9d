import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT_TOAST, type FriendRelation } from '@salon/domain';
import { AppError } from '../../../lib/app-error';
import { member } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import { followMember, unfollowMember } from '../api/follows';
import { acceptFriendRequest, removeFriend, sendFriendRequest } from '../api/friendships';
import { RelationButtons } from './RelationButtons';

vi.mock('../api/friendships', () => ({
  sendFriendRequest: vi.fn(async () => undefined),
  acceptFriendRequest: vi.fn(async () => undefined),
  removeFriend: vi.fn(async () => undefined),
}));
vi.mock('../api/follows', () => ({
  followMember: vi.fn(async () => undefined),
  unfollowMember: vi.fn(async () => undefined),
}));

beforeEach(() => vi.clearAllMocks());

const toasts = () => within(screen.getByRole('region', { name: /^Messages/ }));

function renderButtons(friendship: FriendRelation, following = false) {
  renderWithProviders(
    <RelationButtons
      viewerId="uid-clara"
      memberId="uid-fanny"
      relation={{ friendship, following, followedBy: false }}
    />,
    { session: member() },
  );
}

describe('the friend button', () => {
  it.each([
    ['none', 'Add Friend', sendFriendRequest, 'Friend request sent'],
    ['pending_received', 'Accept Request', acceptFriendRequest, 'Friend request accepted'],
    ['friends', 'Remove Friend', removeFriend, 'Friend removed'],
  ] as const)('on %s reads %s, writes and toasts %s', async (relation, label, write, toast) => {
    renderButtons(relation);
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(write).toHaveBeenCalledWith(expect.anything(), 'uid-clara', 'uid-fanny');
    await waitFor(() => expect(toasts().getByText(toast)).toBeTruthy());
  });

  it('reads Request Sent, disabled, while the request waits', () => {
    renderButtons('pending_sent');
    expect(screen.getByRole('button', { name: 'Request Sent' })).toHaveProperty('disabled', true);
  });

  it('offers no decline or cancel', () => {
    renderButtons('pending_received');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Accept Request',
      'Follow',
    ]);
  });

  it('tells a failure in the spec’s words, and a rate limit as Slow Down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(sendFriendRequest).mockRejectedValueOnce(new Error('offline'));
    renderButtons('none');
    await userEvent.click(screen.getByRole('button', { name: 'Add Friend' }));
    await waitFor(() => expect(toasts().getByText('Failed to send friend request.')).toBeTruthy());

    vi.mocked(sendFriendRequest).mockRejectedValueOnce(
      new AppError('rejected', 'rate limited', RATE_LIMIT_TOAST),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Friend' }));
    await waitFor(() => expect(toasts().getByText('Slow Down')).toBeTruthy());
  });
});

describe('a request or follow the rules refuse (a block)', () => {
  it.each([
    ['Add Friend', sendFriendRequest],
    ['Follow', followMember],
  ] as const)('%s reads the neutral words, the same whoever blocked whom', async (label, write) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(write).mockRejectedValueOnce(
      new AppError('permissionDenied', 'Missing or insufficient permissions.'),
    );
    renderButtons('none', false);
    await userEvent.click(screen.getByRole('button', { name: label }));
    await waitFor(() =>
      expect(toasts().getByText("You can't do that with this member.")).toBeTruthy(),
    );
  });
});

describe('the follow button', () => {
  it('reads Follow, follows and toasts Following', async () => {
    renderButtons('none', false);
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(followMember).toHaveBeenCalledWith(expect.anything(), 'uid-clara', 'uid-fanny');
    await waitFor(() => expect(toasts().getByText('Following')).toBeTruthy());
  });

  it('reads Following, unfollows and toasts Unfollowed', async () => {
    renderButtons('friends', true);
    await userEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(unfollowMember).toHaveBeenCalledWith(expect.anything(), 'uid-clara', 'uid-fanny');
    await waitFor(() => expect(toasts().getByText('Unfollowed')).toBeTruthy());
  });

  it('waits, disabled, until the live relation shows the change', async () => {
    // The relation as the listener has it: a write's change reaches it after the write resolves.
    let showFollowing: (following: boolean) => void = () => undefined;
    function LiveButtons() {
      const [following, setFollowing] = useState(false);
      showFollowing = setFollowing;
      return (
        <RelationButtons
          viewerId="uid-clara"
          memberId="uid-fanny"
          relation={{ friendship: 'none', following, followedBy: false }}
        />
      );
    }
    renderWithProviders(<LiveButtons />, { session: member() });
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(toasts().getByText('Following')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveProperty('disabled', true);

    act(() => showFollowing(true));
    expect(screen.getByRole('button', { name: 'Following' })).toHaveProperty('disabled', false);
    expect(followMember).toHaveBeenCalledTimes(1);
  });

  it('says Failed to update follow status. when it fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(followMember).mockRejectedValueOnce(new Error('offline'));
    renderButtons('none', false);
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(toasts().getByText('Failed to update follow status.')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveProperty('disabled', false);
  });
});
