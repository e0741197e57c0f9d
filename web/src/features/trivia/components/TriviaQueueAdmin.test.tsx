import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forwardToFake, type FakeDataAccess } from '../../../test/fake-data-access';
import { member } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import type * as TriviaApiModule from '../api/trivia-api';
import type { TriviaQueueEntry } from '../api/types';
import { TriviaQueueAdmin } from './TriviaQueueAdmin';

// The record's subscription takes the Firestore instance (useLive's shape), not the services; the
// admin panel never reads it.
type FakeTriviaApi = Omit<FakeDataAccess<typeof TriviaApiModule>, 'subscribeToTriviaRecord'> & {
  live: { queue: ((items: TriviaQueueEntry[]) => void) | null };
};

function fakeTriviaApi(): FakeTriviaApi {
  const live: FakeTriviaApi['live'] = { queue: null };
  return {
    live,
    readLeaderboard: vi.fn(async () => []),
    subscribeToTriviaQueue: vi.fn((onItems) => {
      live.queue = onItems;
      return () => {};
    }),
    saveTriviaQuestion: vi.fn(async () => ({ itemId: 'new' })),
  };
}

let api: FakeTriviaApi;
vi.mock('../api/trivia-api', () => forwardToFake(fakeTriviaApi(), () => api));
const queueItems = vi.hoisted(() => ({
  moveQueueItem: vi.fn(async () => true),
  deleteQueueItem: vi.fn(async () => true),
}));
vi.mock('../../../lib/queue-items', () => queueItems);

const item = (id: string, question: string, position: number): TriviaQueueEntry => ({
  id,
  kind: 'trivia',
  position,
  status: position === 1 ? 'draft' : 'queued',
  content: {
    question,
    answers: ['Bach', 'Vivaldi'],
    correctIndex: 1,
    explanation: 'Vivaldi.',
    composer: null,
    period: null,
  },
  createdAt: new Date(),
  updatedAt: new Date(),
  createdBy: 'admin',
});

describe('TriviaQueueAdmin', () => {
  beforeEach(() => {
    api = fakeTriviaApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('refuses a draft without a right answer, then saves the question as typed', async () => {
    renderWithProviders(<TriviaQueueAdmin />, { session: member('admin'), path: '/admin' });
    const editor = screen.getByRole('region', { name: 'New Trivia Question' });
    await userEvent.type(within(editor).getByLabelText('Question'), 'Who wrote Winter?');
    await userEvent.type(within(editor).getByRole('textbox', { name: 'Answer 1' }), 'Bach');
    await userEvent.type(within(editor).getByRole('textbox', { name: 'Answer 2' }), 'Vivaldi');
    await userEvent.click(within(editor).getByRole('button', { name: 'Add to Queue' }));
    expect(await screen.findByText('Please mark which answer is right.')).toBeTruthy();
    expect(api.saveTriviaQuestion).not.toHaveBeenCalled();

    await userEvent.click(within(editor).getByRole('radio', { name: 'Answer 2 is right' }));
    await userEvent.type(within(editor).getByLabelText('Explanation'), 'Vivaldi, Op. 8.');
    await userEvent.selectOptions(within(editor).getByLabelText('Period (optional)'), 'baroque');
    await userEvent.click(within(editor).getByRole('button', { name: 'Add to Queue' }));
    expect(await screen.findByText('The trivia question is saved.')).toBeTruthy();
    expect(api.saveTriviaQuestion).toHaveBeenCalledWith({
      itemId: null,
      status: 'queued',
      question: 'Who wrote Winter?',
      answers: ['Bach', 'Vivaldi', '', '', '', ''],
      correctIndex: 1,
      explanation: 'Vivaldi, Op. 8.',
      composer: '',
      period: 'baroque',
    });
    expect((within(editor).getByLabelText('Question') as HTMLTextAreaElement).value).toBe('');
  });

  it('lists the queue in order, each item a named region, and moves, edits and deletes', async () => {
    renderWithProviders(<TriviaQueueAdmin />, { session: member('admin'), path: '/admin' });
    act(() => api.live.queue?.([item('a', 'First?', 0), item('b', 'Second?', 1)]));
    const queue = screen.getByRole('region', { name: 'Trivia Queue' });
    const second = within(queue).getByRole('article', { name: 'Second?' });
    expect(second.textContent).toContain('Draft · Right answer: Vivaldi');
    expect(
      (
        within(queue)
          .getByRole('article', { name: 'First?' })
          .querySelector('button') as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    await userEvent.click(within(second).getByRole('button', { name: 'Move up' }));
    expect(queueItems.moveQueueItem).toHaveBeenCalledWith(expect.anything(), 'b', 'up');
    await userEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    expect(queueItems.deleteQueueItem).toHaveBeenCalledWith(expect.anything(), 'b');
    await userEvent.click(within(second).getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('region', { name: 'Edit Trivia Question' });
    expect((within(editor).getByLabelText('Question') as HTMLTextAreaElement).value).toBe(
      'Second?',
    );
    expect((within(editor).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });
});
