import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallableOutput } from '@salon/domain';
import { member, visitor } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import { api, drawn, resetFakes, sound, verdict } from '../testing/fake-music';
import { IntervalsGame } from './IntervalsGame';

vi.mock('tone', () => import('../testing/fake-music').then((fake) => fake.toneModule));
vi.mock('abcjs', () => import('../testing/fake-music').then((fake) => fake.abcjsModule));
vi.mock('../api/games-api', () =>
  import('../testing/fake-music').then((fake) => fake.gamesApiModule),
);

const LEVEL_1 = ['2m', '2M', '3m', '3M'] as const;
type Prompt = Extract<CallableOutput<'nextGameQuestion'>['prompt'], { kind: 'interval' }>;
const prompt = (notes: [number, number], order: Prompt['order']): Prompt => ({
  kind: 'interval',
  notes,
  order,
  choices: [...LEVEL_1],
});

beforeEach(resetFakes);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('IntervalsGame, practice', () => {
  it('is played by keyboard alone: practise, hear, read, choose with arrows, answer, next', async () => {
    // Every draw takes the first of each choice: a minor second up from C3.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const user = userEvent.setup();
    renderWithProviders(<IntervalsGame />, { session: visitor, path: '/games/intervals' });
    expect(screen.getByText('Sign in to keep your score.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Round' })).toBeNull();

    await user.tab(); // the level
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Level' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Practise' }));
    await user.keyboard('{Enter}');

    const heading = await screen.findByRole('heading', { name: 'Practice question 1' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Two notes, one after the other: C3 then C#3.')).toBeTruthy();
    await waitFor(() => expect(sound.played).toEqual([48, 49]));
    expect(sound.start).toHaveBeenCalled();

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hear It Again' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sound.played).toEqual([48, 49, 48, 49]));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Show the notes' }));
    await user.tab();
    const answers = screen.getByRole('group', { name: 'Your answer' });
    expect(
      within(answers)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent?.trim()),
    ).toEqual(['Minor second', 'Major second', 'Minor third', 'Major third']);
    expect(document.activeElement).toBe(
      within(answers).getByRole('radio', { name: 'Minor second' }),
    );
    await user.keyboard('{ArrowDown}'); // a wrong answer first: Major second
    expect(within(answers).getByRole('radio', { name: 'Major second' })).toHaveProperty(
      'checked',
      true,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Answer' }));
    await user.keyboard('{Enter}');

    expect(verdict().textContent).toContain('Not quite: it was Minor second.');
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    // Answered, the notes are on a staff, named for assistive tech.
    expect(
      await screen.findByRole('img', { name: 'The notes on a staff: C3 then C#3' }),
    ).toBeTruthy();

    await user.keyboard('{Enter}');
    const second = await screen.findByRole('heading', { name: 'Practice question 2' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(screen.queryByRole('img')).toBeNull();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.keyboard(' '); // the first radio, Minor second: right this time
    await user.tab();
    await user.keyboard('{Enter}');
    expect(verdict().textContent).toContain('Right!');
  });

  it('asks for a choice before answering', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const user = userEvent.setup();
    renderWithProviders(<IntervalsGame />, { session: visitor, path: '/games/intervals' });
    await user.click(screen.getByRole('button', { name: 'Practise' }));
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose an interval first.');
  });

  it('shows the notes on a staff before answering when asked, harmonic as a chord', async () => {
    // 0.7: the last order (together) and a note a little higher.
    vi.spyOn(Math, 'random').mockReturnValue(0.7);
    const user = userEvent.setup();
    renderWithProviders(<IntervalsGame />, { session: visitor, path: '/games/intervals' });
    await user.click(screen.getByRole('button', { name: 'Practise' }));
    const description = screen.getByText(/^Two notes together: /);
    expect(description.getAttribute('aria-live')).toBe('polite');
    const [, first, second] = /together: (\S+) and (\S+)\./.exec(description.textContent)!;
    expect(screen.queryByRole('img')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Show the notes' }));
    expect(
      await screen.findByRole('img', {
        name: `The notes on a staff: ${first} and ${second} together`,
      }),
    ).toBeTruthy();
    expect(drawn.abc.at(-1)).toMatch(/\[[^\]]+\]2\|\]/);
  });
});

describe('IntervalsGame, a scored round', () => {
  it('starts, serves, scores each answer and ends with the personal best', async () => {
    api.start.mockResolvedValue({ roundId: 'r1', total: 2 });
    api.next
      .mockResolvedValueOnce({ index: 0, prompt: prompt([60, 64], 'ascending') })
      .mockResolvedValueOnce({ index: 1, prompt: prompt([67, 64], 'descending') });
    api.answer
      .mockResolvedValueOnce({
        right: true,
        answer: '3M',
        credit: null,
        points: 95,
        score: 95,
        finished: false,
        best: null,
        newBest: false,
      })
      .mockResolvedValueOnce({
        right: false,
        answer: '3m',
        credit: null,
        points: 0,
        score: 95,
        finished: true,
        best: 95,
        newBest: true,
      });
    const onRoundOver = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<IntervalsGame onRoundOver={onRoundOver} />, {
      session: member(),
      path: '/games/intervals',
    });
    expect(screen.queryByRole('button', { name: 'Practise' })).toBeNull();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Level' }),
      'Fourths, fifths and the octave',
    );
    await user.click(screen.getByRole('button', { name: 'Start Round' }));
    expect(api.start).toHaveBeenCalledWith({ game: 'intervals', level: 2 });
    expect(api.next).toHaveBeenCalledWith({ roundId: 'r1' });

    const heading = await screen.findByRole('heading', { name: 'Question 1 of 2' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Two notes, one after the other: C4 then E4.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: 'Major third' }));
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(api.answer).toHaveBeenCalledWith({ roundId: 'r1', index: 0, answer: '3M' });
    const status = verdict();
    expect(status.textContent).toContain('Right!');
    expect(
      within(status)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['95 points', '95 points']);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Question 2 of 2' });
    expect(screen.getByText('Two notes, one after the other: G4 then E4.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Major third' }));
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(api.answer).toHaveBeenLastCalledWith({ roundId: 'r1', index: 1, answer: '3M' });

    expect(verdict().textContent).toContain('Not quite: it was Minor third.');
    const over = screen.getByRole('region', { name: 'Round over' });
    expect(
      within(over)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['95 points', '95 points']);
    expect(within(over).getByText('A new personal best!')).toBeTruthy();
    const again = within(over).getByRole('button', { name: 'Play Again' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(onRoundOver).toHaveBeenCalledOnce();

    api.start.mockResolvedValue({ roundId: 'r2', total: 2 });
    api.next.mockResolvedValueOnce({ index: 0, prompt: prompt([60, 62], 'harmonic') });
    await user.click(again);
    await screen.findByRole('heading', { name: 'Question 1 of 2' });
    expect(api.start).toHaveBeenLastCalledWith({ game: 'intervals', level: 2 });
    expect(screen.getByText('Two notes together: C4 and D4.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Round over' })).toBeNull();
  });

  it('stops the round with the function’s own words when it refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.start.mockRejectedValue(new Error('unavailable'));
    const user = userEvent.setup();
    renderWithProviders(<IntervalsGame />, { session: member(), path: '/games/intervals' });
    await user.click(screen.getByRole('button', { name: 'Start Round' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Start Round' })).toHaveProperty('disabled', false),
    );
    expect(screen.queryByRole('heading', { name: /^Question/ })).toBeNull();
  });
});
