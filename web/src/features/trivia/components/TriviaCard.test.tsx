import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TRIVIA_TOASTS } from '@salon/domain';
import { AppError } from '../../../lib/app-error';
import { member, visitor } from '../../../test/providers';
import { currentPath, renderWithProviders } from '../../../test/render';
import { aTriviaDay, fakeTriviaDay, type FakeTriviaDay } from '../testing/fake-trivia-day';
import { TriviaCard } from './TriviaCard';

let api: FakeTriviaDay;
vi.mock('../api/trivia-day', async () =>
  (await import('../testing/fake-trivia-day')).fakeTriviaDayModule(() => api),
);

const card = () => screen.getByRole('region', { name: 'Daily Trivia' });

function renderCard(session = member()) {
  renderWithProviders(<TriviaCard />, { session, path: '/salon' });
}

async function choose(answer: string) {
  await userEvent.click(within(card()).getByRole('radio', { name: answer }));
  await userEvent.click(within(card()).getByRole('button', { name: 'Submit Answer' }));
}

describe('TriviaCard', () => {
  beforeEach(() => {
    api = fakeTriviaDay();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('asks for today’s question by its UTC day and says when none opened', () => {
    renderCard();
    const [dayKey] = api.subscribeToTriviaDay.mock.calls[0]!;
    expect(dayKey).toBe(new Date().toISOString().slice(0, 10));
    // No placeholder while the day is read: the card arrives whole.
    expect(screen.queryByRole('region', { name: 'Daily Trivia' })).toBeNull();
    expect(screen.queryByText(/Loading/)).toBeNull();
    act(() => api.live.day?.(null));
    expect(within(card()).getByText('No trivia question today. Come back tomorrow!')).toBeTruthy();
  });

  it('shows the question, its tags and the answers to choose, with no verdict yet', () => {
    renderCard();
    act(() => api.live.day?.(aTriviaDay()));
    // Until the member's own answer is read, no ballot that could flash away.
    expect(within(card()).queryByRole('radio')).toBeNull();
    act(() => api.live.ownAnswer?.(null));
    expect(within(card()).getByText('Who wrote The Four Seasons?')).toBeTruthy();
    expect(within(card()).getByText('Vivaldi · Baroque')).toBeTruthy();
    const answers = within(card()).getByRole('group', { name: 'Answers' });
    expect(
      within(answers)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Bach', 'Vivaldi', 'Telemann']);
    expect(within(card()).queryByText(/answered right/)).toBeNull();
  });

  it('answers right: Correct!, the right answer marked, the explanation and the count', async () => {
    renderCard();
    act(() => api.live.day?.(aTriviaDay()));
    act(() => api.live.ownAnswer?.(null));
    await choose('Vivaldi');
    expect(api.answerTrivia).toHaveBeenCalledWith({ dayKey: '2026-11-28', answerIndex: 1 });
    expect(await within(card()).findByText('Correct!')).toBeTruthy();
    expect(within(card()).getByText('Vivaldi published them in 1725.')).toBeTruthy();
    expect(within(card()).getByText(/3 of 4 members answered right/)).toBeTruthy();
    expect(within(card()).queryByRole('radio')).toBeNull();
    // The count moves live as others answer.
    act(() => api.live.day?.(aTriviaDay({ answeredCount: 5, rightCount: 4 })));
    expect(within(card()).getByText(/4 of 5 members answered right/)).toBeTruthy();
  });

  it('answers wrong: Not quite, with the member’s answer and the right one marked', async () => {
    api.answerTrivia.mockResolvedValue({
      right: false,
      correctIndex: 1,
      explanation: 'Vivaldi published them in 1725.',
      points: 0,
      streak: 0,
    });
    renderCard();
    act(() => api.live.day?.(aTriviaDay()));
    act(() => api.live.ownAnswer?.(null));
    await choose('Telemann');
    expect(await within(card()).findByText('Not quite')).toBeTruthy();
    const rows = within(within(card()).getByRole('list', { name: 'Answers' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'Bach',
      'Vivaldi (right answer)',
      'Telemann (your answer)',
    ]);
  });

  it('shows the verdict of an answer given before, without the answers to choose', () => {
    renderCard();
    act(() => api.live.day?.(aTriviaDay()));
    act(() =>
      api.live.ownAnswer?.({ answerIndex: 0, correctIndex: 1, explanation: 'Vivaldi, in 1725.' }),
    );
    expect(within(card()).getByText('Not quite')).toBeTruthy();
    expect(within(card()).getByText('Vivaldi, in 1725.')).toBeTruthy();
    expect(within(card()).queryByRole('button', { name: 'Submit Answer' })).toBeNull();
  });

  it('refuses to send without a chosen answer, and shows the server’s refusal', async () => {
    api.answerTrivia.mockRejectedValue(
      new AppError(
        'rejected',
        TRIVIA_TOASTS.alreadyAnswered.description,
        TRIVIA_TOASTS.alreadyAnswered,
      ),
    );
    renderCard();
    act(() => api.live.day?.(aTriviaDay()));
    act(() => api.live.ownAnswer?.(null));
    await userEvent.click(within(card()).getByRole('button', { name: 'Submit Answer' }));
    expect(await screen.findByText('Please choose one of the answers.')).toBeTruthy();
    expect(api.answerTrivia).not.toHaveBeenCalled();
    await choose('Bach');
    expect(await screen.findByText('Already Answered')).toBeTruthy();
    expect(within(card()).getByRole('radio', { name: 'Bach' })).toBeTruthy();
  });

  it('masks a blocked word in staff text, as a thread’s', () => {
    renderCard();
    act(() => api.live.day?.(aTriviaDay({ question: 'Who the fuck wrote it?' })));
    act(() => api.live.ownAnswer?.(null));
    expect(within(card()).getByText('Who the **** wrote it?')).toBeTruthy();
  });

  it('asks a visitor to sign in instead of answering', async () => {
    renderCard(visitor);
    act(() => api.live.day?.(aTriviaDay()));
    expect(api.subscribeToOwnAnswer).not.toHaveBeenCalled();
    await choose('Vivaldi');
    expect(api.answerTrivia).not.toHaveBeenCalled();
    expect(await screen.findByText('Sign In Required')).toBeTruthy();
    expect(currentPath()).toBe('/auth');
  });
});
