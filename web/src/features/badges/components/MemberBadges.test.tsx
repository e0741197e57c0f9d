// A profile's Badges section: the badges held, "No badges yet.", nothing where the rules refuse
// the read, and on the own profile the badge shown beside the member's name.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import { fakeBadgesApi, type FakeBadgesApi } from '../testing/fake-badges-api';
import { MemberBadges } from './MemberBadges';

let api: FakeBadgesApi;
vi.mock('../api/badges-api', async () =>
  (await import('../testing/fake-badges-api')).fakeBadgesApiModule(() => api),
);

const section = () => screen.queryByRole('region', { name: 'Badges' });
const featuredSelect = () =>
  screen.getByRole('combobox', { name: 'Badge shown beside your name' }) as HTMLSelectElement;
const toastRegion = () => screen.getByRole('region', { name: /^Messages/ });

function renderSection(props: Parameters<typeof MemberBadges>[0]) {
  return renderWithProviders(<MemberBadges {...props} />, { session: member(), path: '/profile' });
}

describe('MemberBadges', () => {
  beforeEach(() => {
    api = fakeBadgesApi();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('lists the badges held, each with its level, linking to its page', () => {
    renderSection({ uid: 'uid-fanny' });
    expect(api.subscribeToMemberBadges).toHaveBeenCalledWith(
      'uid-fanny',
      expect.any(Function),
      expect.any(Function),
    );
    act(() => api.live.held?.(['first-post', 'trivia-streak']));
    const badges = within(section()!).getByRole('list', { name: 'Badges held' });
    const rows = within(badges).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['First PostBronze', 'Trivia StreakSilver']);
    expect(within(rows[0]!).getByRole('link', { name: 'First Post' }).getAttribute('href')).toBe(
      '/badges/first-post',
    );
    expect(rows[1]!.querySelector('img')?.getAttribute('src')).toBe('/badges/trivia-streak.svg');
    expect(within(section()!).getByRole('link', { name: 'All badges' }).getAttribute('href')).toBe(
      '/badges',
    );
    // Another member's profile offers no choice of theirs.
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('says "No badges yet." when the member holds none', () => {
    renderSection({ uid: 'uid-fanny' });
    act(() => api.live.held?.([]));
    expect(within(section()!).getByText('No badges yet.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Badges held' })).toBeNull();
  });

  it('shows nothing at all while loading, or where the rules refuse the read', () => {
    renderSection({ uid: 'uid-fanny' });
    expect(section()).toBeNull();
    act(() => api.live.heldError?.(new Error('permission-denied')));
    expect(section()).toBeNull();
    expect(screen.queryByText('No badges yet.')).toBeNull();
  });

  describe('the badge shown beside the member’s own name', () => {
    it('offers None and the badges held, starting from the saved choice', () => {
      renderSection({ uid: 'uid-clara', own: true });
      act(() => api.live.held?.(['first-post', 'performer']));
      act(() => api.live.featured?.('performer'));
      expect(api.subscribeToFeaturedBadge).toHaveBeenCalledWith(
        'uid-clara',
        expect.any(Function),
        expect.any(Function),
      );
      const select = featuredSelect();
      expect([...select.options].map((option) => option.text)).toEqual([
        'None',
        'First Post',
        'Performer',
      ]);
      expect(select.value).toBe('performer');
    });

    it('saves the choice with featureBadge and says so', async () => {
      renderSection({ uid: 'uid-clara', own: true });
      act(() => api.live.held?.(['first-post', 'performer']));
      act(() => api.live.featured?.(null));
      expect(featuredSelect().value).toBe('none');
      await userEvent.selectOptions(featuredSelect(), 'First Post');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(api.featureBadge).toHaveBeenCalledWith('first-post');
      expect(await within(toastRegion()).findByText('Your featured badge was saved.')).toBeTruthy();

      await userEvent.selectOptions(featuredSelect(), 'None');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(api.featureBadge).toHaveBeenLastCalledWith(null);
    });

    it('shows the function’s refusal as a toast', async () => {
      api.featureBadge.mockRejectedValue(
        Object.assign(new Error('You can only show a badge you hold.'), {
          code: 'functions/failed-precondition',
        }),
      );
      renderSection({ uid: 'uid-clara', own: true });
      act(() => api.live.held?.(['first-post']));
      act(() => api.live.featured?.(null));
      await userEvent.selectOptions(featuredSelect(), 'First Post');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      const region = toastRegion();
      expect(await within(region).findByText('Could Not Save Badge')).toBeTruthy();
      expect(within(region).getByText('You can only show a badge you hold.')).toBeTruthy();
      await waitFor(() =>
        expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(
          false,
        ),
      );
    });

    it('offers no choice while the member holds no badge', () => {
      renderSection({ uid: 'uid-clara', own: true });
      act(() => api.live.held?.([]));
      expect(screen.getByText('No badges yet.')).toBeTruthy();
      expect(screen.queryByRole('combobox')).toBeNull();
    });
  });
});
