// The badges page: every badge in the catalogue's order, with its level, who grants it, how it is
// earned and how many hold it, each linking to its page.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BADGE_IDS, BADGES, type BadgeId } from '@salon/domain';
import { visitor } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import { fakeBadgesApi, type FakeBadgesApi } from '../testing/fake-badges-api';
import { BadgeCatalogue } from './BadgeCatalogue';

let api: FakeBadgesApi;
vi.mock('../api/badges-api', async () =>
  (await import('../testing/fake-badges-api')).fakeBadgesApiModule(() => api),
);

function renderCatalogue() {
  return renderWithProviders(<BadgeCatalogue />, { session: visitor, path: '/badges' });
}

const entry = (name: string) => screen.getByRole('article', { name });

describe('BadgeCatalogue', () => {
  beforeEach(() => {
    api = fakeBadgesApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('lists every badge in the catalogue’s order, each linking to its page', async () => {
    api.readHolderCounts.mockResolvedValue(new Map<BadgeId, number>([['first-post', 12]]));
    renderCatalogue();
    expect(screen.getByRole('heading', { level: 1, name: 'Badges' })).toBeTruthy();
    expect(screen.getByText(/^Badges are earned by taking part in the Salon\./)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Every badge' });
    const names = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(BADGE_IDS.map((id) => BADGES[id].name));
    expect(
      within(entry('Trivia Maestro')).getByRole('link', { name: 'Trivia Maestro' }),
    ).toMatchObject({ pathname: '/badges/trivia-maestro' });
    // The icon is decorative: the heading names the badge.
    expect(entry('First Post').querySelector('img')).toMatchObject({ alt: '' });
    expect(entry('First Post').querySelector('img')?.getAttribute('src')).toBe(
      '/badges/first-post.svg',
    );
    expect(await within(entry('First Post')).findByText('12 members hold it')).toBeTruthy();
    // A badge without its document has no holder yet.
    expect(within(entry('Bravo!')).getByText('0 members hold it')).toBeTruthy();
  });

  it('gives each badge its level and how it is earned, and says which the staff grant', () => {
    renderCatalogue();
    const firstPost = entry('First Post');
    expect(within(firstPost).getByText('Bronze')).toBeTruthy();
    expect(within(firstPost).getByText('Started a first discussion in the Salon.')).toBeTruthy();
    expect(within(firstPost).queryByText('Granted by the staff')).toBeNull();
    const performer = entry('Performer');
    expect(within(performer).getByText('Gold')).toBeTruthy();
    expect(within(performer).getByText('Granted by the staff')).toBeTruthy();
    expect(within(entry('Music Educator')).getByText('Granted by the staff')).toBeTruthy();
    expect(screen.getAllByText('Granted by the staff')).toHaveLength(2);
  });

  it('says "1 member holds it" for one holder', async () => {
    api.readHolderCounts.mockResolvedValue(new Map<BadgeId, number>([['performer', 1]]));
    renderCatalogue();
    expect(await within(entry('Performer')).findByText('1 member holds it')).toBeTruthy();
  });

  it('still lists the badges, without counts, when the counts cannot be read', async () => {
    api.readHolderCounts.mockRejectedValue(new Error('unavailable'));
    renderCatalogue();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The holder counts could not be loaded. Please try again later.',
    );
    expect(
      within(screen.getByRole('list', { name: 'Every badge' })).getAllByRole('article'),
    ).toHaveLength(BADGE_IDS.length);
    expect(screen.queryByText(/hold it$/)).toBeNull();
  });
});
