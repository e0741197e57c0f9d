// The "Past polls" page: closed polls with their results, a page at a time, and its empty state.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { visitor } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import { aPoll, fakePollsApi, type FakePollsApi } from '../testing/fake-polls-api';
import { PastPolls } from './PastPolls';

let api: FakePollsApi;
vi.mock('../api/polls-api', async () =>
  (await import('../testing/fake-polls-api')).fakePollsApiModule(() => api),
);

const closed = (id: string, title: string) =>
  aPoll({ id, title, isActive: false, closedAt: new Date('2026-11-20T00:00:00Z') });
const cursor = {} as QueryDocumentSnapshot;

describe('PastPolls', () => {
  beforeEach(() => {
    api = fakePollsApi();
  });

  it('lists closed polls with their results, and shows more on request', async () => {
    api.readPastPolls
      .mockResolvedValueOnce({ polls: [closed('p2', 'Which Mahler?')], next: cursor })
      .mockResolvedValueOnce({ polls: [closed('p1', 'Which Bruckner?')], next: null });
    renderWithProviders(<PastPolls />, { session: visitor, path: '/polls/past' });
    const list = await screen.findByRole('list', { name: 'Closed polls, newest first' });
    const first = within(list).getByRole('article', { name: 'Which Mahler?' });
    expect(within(first).getByRole('list', { name: 'Results' })).toBeTruthy();
    expect(within(first).getByText(/Daily Poll · closed .* · 3 votes/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByRole('article', { name: 'Which Bruckner?' })).toBeTruthy();
    expect(api.readPastPolls).toHaveBeenLastCalledWith(cursor);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says so when no poll has closed yet', async () => {
    renderWithProviders(<PastPolls />, { session: visitor, path: '/polls/past' });
    expect(await screen.findByText('No past polls yet')).toBeTruthy();
  });
});
