// A discussion's poll: several choices up to its limit, results before voting when its author
// chose so, its closing (by time or by hand) turning the ballot into the results, a ballot the
// server refused as late, and Close Poll for those who may.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_BALLOT_TOASTS, POLL_TOASTS } from '@salon/domain';
import { AppError } from '../../../lib/app-error';
import { member } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import type { PollItem } from '../api/types';
import { aPoll, fakePollsApi, type FakePollsApi } from '../testing/fake-polls-api';
import { DiscussionPoll } from './DiscussionPoll';

let api: FakePollsApi;
vi.mock('../api/polls-api', async () =>
  (await import('../testing/fake-polls-api')).fakePollsApiModule(() => api),
);

const HOUR = 3_600_000;
const discussionPoll = (overrides: Partial<PollItem> = {}) =>
  aPoll({ kind: 'discussion', maxChoices: 2, resultsVisibility: 'always', ...overrides });

function renderPoll(poll: PollItem, canClose = false, canEdit = false) {
  renderWithProviders(<DiscussionPoll pollId={poll.id} canClose={canClose} canEdit={canEdit} />, {
    session: member(),
    path: '/salon/thread/t1',
  });
  act(() => api.live.poll?.(poll));
  act(() => api.live.ownVote?.(null));
}

const pollRegion = () => screen.getByRole('region', { name: 'Poll' });

describe('DiscussionPoll', () => {
  beforeEach(() => {
    api = fakePollsApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('takes up to its limit of choices, and casts them in the poll’s order', async () => {
    renderPoll(discussionPoll());
    expect(within(pollRegion()).getByText('Choose up to 2.')).toBeTruthy();
    const third = screen.getByRole('checkbox', { name: 'No. 3 in F major' });
    await userEvent.click(third);
    await userEvent.click(screen.getByRole('checkbox', { name: 'No. 1 in C minor' }));
    expect(
      (screen.getByRole('checkbox', { name: 'No. 4 in E minor' }) as HTMLInputElement).disabled,
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(api.castVote).toHaveBeenCalledWith('poll-1', 'uid-clara', ['o1', 'o3']);
  });

  it('shows its results before voting when its author chose so, and not otherwise', async () => {
    renderPoll(discussionPoll());
    await userEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.getByRole('list', { name: 'Results' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back to voting' }));
    expect(screen.getByRole('button', { name: 'Vote' })).toBeTruthy();

    act(() => api.live.poll?.(discussionPoll({ resultsVisibility: 'afterVoting' })));
    expect(screen.queryByRole('button', { name: 'Show results' })).toBeNull();
  });

  it('turns into its results, marked closed, when it closes while open on screen', () => {
    renderPoll(discussionPoll({ closesAt: new Date(Date.now() + HOUR) }));
    expect(screen.getByText(/Choose up to 2\. Closes /)).toBeTruthy();
    act(() => api.live.poll?.(discussionPoll({ isActive: false })));
    expect(screen.getByText('This poll is closed.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Results' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change vote' })).toBeNull();
  });

  it('shows a poll past its closing time as closed, whatever its document still says', () => {
    renderPoll(discussionPoll({ closesAt: new Date(Date.now() - 1000) }));
    expect(screen.getByText('This poll is closed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
  });

  it('says the poll closed when the server refuses a ballot as late', async () => {
    api.castVote.mockRejectedValue(new AppError('permissionDenied', 'denied'));
    renderPoll(discussionPoll({ closesAt: new Date(Date.now() + HOUR) }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'No. 1 in C minor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(await screen.findByText(POLL_BALLOT_TOASTS.closedBeforeVote.description)).toBeTruthy();
  });

  it('offers Close Poll only to those who may', () => {
    renderPoll(discussionPoll());
    expect(screen.queryByRole('button', { name: 'Close Poll' })).toBeNull();
  });

  it('closes it for its author, saying so', async () => {
    renderPoll(discussionPoll(), true);
    await userEvent.click(screen.getByRole('button', { name: 'Close Poll' }));
    await waitFor(() => expect(api.closePoll).toHaveBeenCalledWith('poll-1'));
    expect(await screen.findByText(POLL_TOASTS.pollClosed.description)).toBeTruthy();
  });

  it('lets its author rewrite it while nobody has voted, and offers nothing once someone has', async () => {
    renderPoll(discussionPoll({ totalVotes: 0, voteCounts: { o1: 0, o2: 0, o3: 0 } }), true, true);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Poll' }));
    const fields = await screen.findByRole('group', { name: 'Poll' });
    const question = within(fields).getByLabelText('Question');
    expect((question as HTMLInputElement).value).toBe('Which Brahms symphony?');
    await userEvent.clear(question);
    await userEvent.type(question, 'Which Brahms symphony, really?');
    await userEvent.click(screen.getByRole('button', { name: 'Save Poll' }));
    await waitFor(() =>
      expect(api.editPoll).toHaveBeenCalledWith('poll-1', {
        question: 'Which Brahms symphony, really?',
        options: ['No. 1 in C minor', 'No. 4 in E minor', 'No. 3 in F major'],
        maxChoices: 2,
        closesAt: null,
        resultsVisibility: 'always',
      }),
    );
    expect(await screen.findByText('Your poll has been updated.')).toBeTruthy();

    act(() => api.live.poll?.(discussionPoll()));
    expect(screen.queryByRole('button', { name: 'Edit Poll' })).toBeNull();
  });

  it('draws nothing once the poll is gone with its discussion', () => {
    renderPoll(discussionPoll());
    act(() => api.live.poll?.(null));
    expect(screen.queryByRole('region', { name: 'Poll' })).toBeNull();
  });
});
