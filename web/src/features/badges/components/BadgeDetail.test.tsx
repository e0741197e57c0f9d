// A badge's page: the badge, its holder count, and its holders newest first, a page at a time,
// naming nobody for a private member or one whose profile is gone.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { visitor } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import { aHolder, fakeBadgesApi, type FakeBadgesApi } from '../testing/fake-badges-api';
import { BadgeDetail } from './BadgeDetail';

let api: FakeBadgesApi;
vi.mock('../api/badges-api', async () =>
  (await import('../testing/fake-badges-api')).fakeBadgesApiModule(() => api),
);

const cursor = {} as QueryDocumentSnapshot;

function renderBadge() {
  return renderWithProviders(<BadgeDetail badgeId="first-post" />, {
    session: visitor,
    path: '/badges/first-post',
  });
}

const holders = () => screen.findByRole('list', { name: 'Holders, newest first' });
const rowTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.badge-holders__member')?.textContent);

describe('BadgeDetail', () => {
  beforeEach(() => {
    api = fakeBadgesApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the badge: its name, level, how it is earned, its count and the way back', async () => {
    api.readHolderCount.mockResolvedValue(3);
    renderBadge();
    expect(screen.getByRole('heading', { level: 1, name: 'First Post' })).toBeTruthy();
    expect(screen.getByText('Bronze')).toBeTruthy();
    expect(screen.getByText('Started a first discussion in the Salon.')).toBeTruthy();
    expect(await screen.findByText('3 members hold it')).toBeTruthy();
    expect(api.readHolderCount).toHaveBeenCalledWith('first-post');
    expect(screen.getByRole('link', { name: 'All badges' }).getAttribute('href')).toBe('/badges');
  });

  it('lists the holders newest first: a public member’s face and name link to the profile', async () => {
    api.readHolders.mockResolvedValue({
      holders: [
        aHolder(),
        aHolder({ id: 'holder-2', member: 'private' }),
        aHolder({ id: 'holder-3', member: 'former' }),
        aHolder({
          id: 'holder-4',
          member: {
            userId: 'uid-ada',
            username: null,
            displayName: 'Ada',
            avatar: null,
            featuredBadge: null,
          },
        }),
      ],
      next: null,
    });
    renderBadge();
    const list = await holders();
    expect(screen.getByRole('heading', { level: 2, name: 'Holders' })).toBeTruthy();
    expect(api.readHolders).toHaveBeenCalledWith('first-post', null, expect.any(Function));
    expect(rowTexts(list)).toEqual(['Fanny Hensel', 'A private member', 'A former member', 'Ada']);
    expect(within(list).getByRole('link', { name: 'Fanny Hensel' }).getAttribute('href')).toBe(
      '/fanny',
    );
    expect(within(list).getByRole('link', { name: 'Ada' }).getAttribute('href')).toBe(
      '/user/uid-ada',
    );
    // Only the public members are links.
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(within(list).getAllByRole('listitem')[0]!.querySelector('time')).toMatchObject({
      dateTime: '2026-11-27T10:00:00.000Z',
    });
  });

  it('shows more holders on request, from where the page ended', async () => {
    api.readHolders
      .mockResolvedValueOnce({ holders: [aHolder()], next: cursor })
      .mockResolvedValueOnce({
        holders: [aHolder({ id: 'holder-2', member: 'private' })],
        next: null,
      });
    renderBadge();
    const list = await holders();
    expect(rowTexts(list)).toEqual(['Fanny Hensel']);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByText('A private member')).toBeTruthy();
    expect(api.readHolders).toHaveBeenLastCalledWith('first-post', cursor, expect.any(Function));
    expect(rowTexts(list)).toEqual(['Fanny Hensel', 'A private member']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says so when nobody holds the badge yet', async () => {
    renderBadge();
    expect(await screen.findByText('Nobody holds this badge yet.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Holders, newest first' })).toBeNull();
    expect(await screen.findByText('0 members hold it')).toBeTruthy();
  });

  it('says so while the holders load, and when they cannot be read', async () => {
    let fail: (error: Error) => void = () => {};
    api.readHolders.mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    renderBadge();
    expect(screen.getByText('Loading the holders…').getAttribute('role')).toBe('status');
    fail(new Error('unavailable'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The holders could not be loaded. Please try again later.',
    );
  });
});
