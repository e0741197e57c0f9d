import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BADGE_TEXTS, BADGES } from '@salon/domain';
import { member } from '../../../test/providers';
import { currentPath, renderWithProviders } from '../../../test/render';
import {
  aNotification,
  fakeNotificationsApi,
  unreadNotifications,
  type FakeNotificationsApi,
} from '../testing/fake-notifications-api';
import { NotificationBell } from './NotificationBell';

let api: FakeNotificationsApi;
vi.mock('../api/notifications-api', async () =>
  (await import('../testing/fake-notifications-api')).fakeNotificationsApiModule(() => api),
);

const UID = 'uid-clara';

function renderBell() {
  const view = renderWithProviders(<NotificationBell uid={UID} />, {
    session: member(),
    path: '/salon',
  });
  return view;
}

/** The bell, also while its open list hides the rest of the page from assistive tech. */
function bell() {
  return screen.getByRole('button', { name: /^Notifications/, hidden: true });
}

async function openList() {
  await userEvent.click(bell());
  return screen.findByRole('menu');
}

function toastRegion() {
  return screen.getByRole('region', { name: /^Messages/ });
}

describe('NotificationBell', () => {
  beforeEach(() => {
    api = fakeNotificationsApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("listens to the signed-in member's own notifications", () => {
    renderBell();
    expect(api.subscribeToNotifications).toHaveBeenCalledWith(
      UID,
      expect.any(Function),
      expect.any(Function),
    );
  });

  it('is named Notifications with no badge while nothing is unread', () => {
    renderBell();
    act(() => api.push([aNotification({ read: true })]));
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    expect(bell().textContent).toBe('');
  });

  it('raises and lowers the badge live, showing "9+" above 9', () => {
    renderBell();
    act(() => api.push(unreadNotifications(3)));
    expect(screen.getByRole('button', { name: 'Notifications (3 unread)' }).textContent).toBe('3');

    act(() => api.push(unreadNotifications(9)));
    expect(bell().textContent).toBe('9');

    act(() => api.push(unreadNotifications(12)));
    expect(screen.getByRole('button', { name: 'Notifications (9+ unread)' }).textContent).toBe(
      '9+',
    );

    const [first, ...rest] = unreadNotifications(2);
    act(() => api.push([{ ...first!, read: true }, ...rest]));
    expect(screen.getByRole('button', { name: 'Notifications (1 unread)' }).textContent).toBe('1');
  });

  it('lists each notification with its title, message and read state', async () => {
    renderBell();
    act(() =>
      api.push([
        aNotification({ id: 'a', title: 'New Reply', message: 'fanny replied', read: false }),
        aNotification({
          id: 'b',
          title: 'New Follower',
          message: 'lili started following you',
          read: true,
          type: 'follow',
        }),
      ]),
    );
    const menu = await openList();
    const unread = within(menu).getByRole('menuitem', { name: /New Reply/ });
    expect(unread.textContent).toContain('Unread: ');
    expect(unread.textContent).toContain('fanny replied');
    const read = within(menu).getByRole('menuitem', { name: /New Follower/ });
    expect(read.textContent).not.toContain('Unread');
    expect(read.textContent).toContain('lili started following you');
  });

  it('shows the face of the member a notification is about, reading each member once', async () => {
    api.readActor.mockImplementation(async (uid) =>
      uid === 'uid-fanny'
        ? {
            userId: uid,
            username: 'fanny',
            displayName: 'Fanny',
            avatar: { s48: 'https://pics/48', s96: 'https://pics/96', s256: 'https://pics/256' },
            featuredBadge: null,
          }
        : null,
    );
    renderBell();
    act(() =>
      api.push([
        aNotification({ id: 'a', actorId: 'uid-fanny' }),
        aNotification({ id: 'b', actorId: 'uid-fanny', title: 'New Reaction' }),
        aNotification({ id: 'c', actorId: null, title: 'Anonymous Reply' }),
      ]),
    );
    const menu = await openList();
    const reply = within(menu).getByRole('menuitem', { name: /New Reply/ });
    await waitFor(() =>
      expect(reply.querySelector('img')?.getAttribute('src')).toBe('https://pics/96'),
    );
    const anonymous = within(menu).getByRole('menuitem', { name: /Anonymous Reply/ });
    expect(anonymous.querySelector('img, .member-avatar')).toBeNull();
    expect(api.readActor).toHaveBeenCalledTimes(1);
    expect(api.readActor).toHaveBeenCalledWith('uid-fanny');
  });

  it('says so when there are no notifications', async () => {
    renderBell();
    act(() => api.push([]));
    const menu = await openList();
    expect(within(menu).getByText('No notifications yet')).toBeTruthy();
    expect(
      within(menu).getByRole('menuitem', { name: 'Mark all read' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('marks a reply notification read and opens its thread', async () => {
    renderBell();
    act(() =>
      api.push([aNotification({ id: 'n7', data: { threadId: 't-42', isAnonymous: true } })]),
    );
    const menu = await openList();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /New Reply/ }));
    expect(api.markRead).toHaveBeenCalledWith(UID, 'n7');
    await waitFor(() => expect(currentPath()).toBe('/salon/thread/t-42'));
    expect(api.threadExists).toHaveBeenCalledWith('t-42');
  });

  it('marks a notification whose data it cannot read as read, and stays put', async () => {
    renderBell();
    act(() => api.push([aNotification({ id: 'n8', data: { threadId: 42 } })]));
    const menu = await openList();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /New Reply/ }));
    expect(api.markRead).toHaveBeenCalledWith(UID, 'n8');
    expect(api.threadExists).not.toHaveBeenCalled();
    expect(currentPath()).toBe('/salon');
  });

  it('opens the thread of a reaction without marking an already read row again', async () => {
    renderBell();
    act(() =>
      api.push([
        aNotification({
          type: 'reaction',
          title: 'New Reaction',
          read: true,
          data: { threadId: 't-9', reactorId: 'uid-fanny' },
        }),
      ]),
    );
    const menu = await openList();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /New Reaction/ }));
    await waitFor(() => expect(currentPath()).toBe('/salon/thread/t-9'));
    expect(api.markRead).not.toHaveBeenCalled();
  });

  it('toasts "Discussion Not Found" and stays put when the thread is gone', async () => {
    api.threadExists.mockResolvedValue(false);
    renderBell();
    act(() => api.push([aNotification()]));
    const menu = await openList();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /New Reply/ }));
    expect(await within(toastRegion()).findByText('Discussion Not Found')).toBeTruthy();
    expect(within(toastRegion()).getByText('This discussion has been deleted.')).toBeTruthy();
    expect(currentPath()).toBe('/salon');
    expect(api.markRead).toHaveBeenCalledWith(UID, 'n1');
  });

  it('sends report notifications to /admin', async () => {
    renderBell();
    act(() =>
      api.push([
        aNotification({
          type: 'report',
          title: 'New Report',
          data: { threadId: 't', reportId: 'r', reporterId: 'uid-fanny' },
        }),
      ]),
    );
    const menu = await openList();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /New Report/ }));
    await waitFor(() => expect(currentPath()).toBe('/admin'));
  });

  it('sends a badge earned to the badge’s page', async () => {
    renderBell();
    act(() =>
      api.push([
        aNotification({
          type: 'badge',
          title: BADGE_TEXTS.notificationTitle,
          message: BADGE_TEXTS.notificationMessage(BADGES['first-post']),
          data: { badgeId: 'first-post' },
          actorId: null,
        }),
      ]),
    );
    const menu = await openList();
    await userEvent.click(
      within(menu).getByRole('menuitem', { name: new RegExp(BADGE_TEXTS.notificationTitle) }),
    );
    await waitFor(() => expect(currentPath()).toBe('/badges/first-post'));
  });

  it("sends follows and friend requests to the other member's profile", async () => {
    api.profileRoute.mockImplementation(async (uid) => (uid === 'uid-lili' ? '/lili' : '/user/x'));
    renderBell();
    act(() =>
      api.push([
        aNotification({
          id: 'f',
          type: 'follow',
          title: 'New Follower',
          data: { followerId: 'uid-lili' },
        }),
        aNotification({
          id: 'q',
          type: 'friend_request',
          title: 'New Friend Request',
          data: { requesterId: 'uid-x' },
        }),
      ]),
    );
    let menu = await openList();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /New Follower/ }));
    await waitFor(() => expect(currentPath()).toBe('/lili'));

    menu = await openList();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /New Friend Request/ }));
    await waitFor(() => expect(currentPath()).toBe('/user/x'));
  });

  it('toasts the profile errors of the spec when a profile cannot be opened', async () => {
    api.profileRoute.mockResolvedValueOnce(null).mockRejectedValueOnce(new Error('offline'));
    renderBell();
    act(() =>
      api.push([
        aNotification({ type: 'follow', title: 'New Follower', data: { followerId: 'uid-gone' } }),
      ]),
    );

    let menu = await openList();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /New Follower/ }));
    expect(
      await within(toastRegion()).findByText('Could not navigate to user profile.'),
    ).toBeTruthy();

    menu = await openList();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /New Follower/ }));
    expect(await within(toastRegion()).findByText('Failed to navigate to profile.')).toBeTruthy();
    expect(currentPath()).toBe('/salon');
  });

  it('still navigates when marking read fails, and only logs the failure', async () => {
    api.markRead.mockRejectedValue(new Error('permission-denied'));
    renderBell();
    act(() => api.push([aNotification()]));
    const menu = await openList();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /New Reply/ }));
    await waitFor(() => expect(currentPath()).toBe('/salon/thread/thread-1'));
    expect(console.error).toHaveBeenCalled();
    expect(screen.queryByText('permission-denied')).toBeNull();
  });

  it('marks all read from the open list and keeps it open', async () => {
    renderBell();
    act(() => api.push(unreadNotifications(2)));
    const menu = await openList();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mark all read' }));
    expect(api.markAllRead).toHaveBeenCalledWith(UID);
    expect(screen.getByRole('menu')).toBeTruthy();

    // The server's answer arrives through the live list.
    act(() => api.push(unreadNotifications(2).map((item) => ({ ...item, read: true }))));
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    expect(within(screen.getByRole('menu')).queryByText(/Unread/)).toBeNull();
  });

  it('only logs a failed list: the bell stays, with no message', () => {
    renderBell();
    act(() => api.fail(new Error('unavailable')));
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    expect(console.error).toHaveBeenCalled();
  });
});
