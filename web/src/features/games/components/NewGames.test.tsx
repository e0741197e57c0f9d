import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member, visitor } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import { api, drawn, resetFakes, sound, verdict } from '../testing/fake-music';
import { ChordsGame } from './ChordsGame';
import { NameTheWorkGame } from './NameTheWorkGame';

vi.mock('tone', () => import('../testing/fake-music').then((fake) => fake.toneModule));
vi.mock('abcjs', () => import('../testing/fake-music').then((fake) => fake.abcjsModule));
vi.mock('../api/games-api', () =>
  import('../testing/fake-music').then((fake) => fake.gamesApiModule),
);

beforeEach(resetFakes);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Chords and cadences, practice', () => {
  it('says and plays the chord, names it among the level’s choices, and stops when asked', async () => {
    // Every draw takes the first of each choice: a major triad on G3.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const user = userEvent.setup();
    renderWithProviders(<ChordsGame />, { session: visitor, path: '/games/chords' });
    await user.click(screen.getByRole('button', { name: 'Practise' }));
    const heading = await screen.findByRole('heading', { name: 'Practice question 1' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('A chord: G3, B3, D4.')).toBeTruthy();
    await waitFor(() => expect(sound.played).toEqual([['G3', 'B3', 'D4']]));
    const answers = screen.getByRole('group', { name: 'Your answer' });
    expect(
      within(answers)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent?.trim()),
    ).toEqual(['Major triad', 'Minor triad']);
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a chord or cadence first.');
    await user.click(within(answers).getByRole('radio', { name: 'Major triad' }));
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(verdict().textContent).toContain('Right!');
    expect(
      await screen.findByRole('img', { name: 'The chord on a staff: G3, B3, D4' }),
    ).toBeTruthy();
    expect(drawn.abc.at(-1)).toContain('[G,B,D]2|]');

    // Stop practice is a button in the game's controls, reached by keyboard like the rest.
    const stopButton = screen.getByRole('button', { name: 'Stop practice' });
    stopButton.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('heading', { name: /^Practice question/ })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Practise' })),
    );
  });
});

const header = 'X:1\nM:3/4\nL:1/8\nQ:1/4=120\nK:G';
const BARS = ['d2 GABc', 'd2 G2 G2'];
const theme = (part: 'composer' | 'work', bars: number, choices: string[]) => ({
  kind: 'theme' as const,
  part,
  choices,
  header,
  bars: BARS.slice(0, bars),
  totalBars: 8,
});
const COMPOSERS = ['Christian Petzold', 'Johann Pachelbel'];
const WORKS = ['Canon in D major, P. 37', 'Minuet in G major, BWV Anh. 114'];

describe('Name the work, a scored round', () => {
  it('shows the theme bar by bar as the function reveals it, then asks the work and credits it', async () => {
    api.start.mockResolvedValue({ roundId: 'r1', total: 2 });
    api.next
      .mockResolvedValueOnce({ index: 0, prompt: theme('composer', 1, COMPOSERS) })
      .mockResolvedValueOnce({ index: 1, prompt: theme('work', 2, WORKS) });
    api.reveal.mockResolvedValueOnce({ index: 0, prompt: theme('composer', 2, COMPOSERS) });
    api.answer
      .mockResolvedValueOnce({
        right: true,
        answer: 'Christian Petzold',
        credit: null,
        points: 89,
        score: 89,
        finished: false,
        best: null,
        newBest: false,
      })
      .mockResolvedValueOnce({
        right: true,
        answer: WORKS[1]!,
        credit: 'Christian Petzold: Minuet in G major, BWV Anh. 114 (1725).',
        points: 89,
        score: 178,
        finished: true,
        best: 178,
        newBest: true,
      });
    const user = userEvent.setup();
    renderWithProviders(<NameTheWorkGame />, { session: member(), path: '/games/name-the-work' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Level' }),
      'Six choices, from one period',
    );
    await user.click(screen.getByRole('button', { name: 'Start Round' }));
    expect(api.start).toHaveBeenCalledWith({ game: 'name-the-work', level: 2 });
    const heading = await screen.findByRole('heading', { name: 'Theme 1 of 1' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Who composed it?')).toBeTruthy();
    expect(
      screen.getByText('The first bar of 8. In G major, 3/4 time. Bar 1: D5, G4, A4, B4, C5.'),
    ).toBeTruthy();
    // A theme is always on its staff, and has no "Show the notes".
    expect(await screen.findByRole('img', { name: 'The first bar on a staff' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Show the notes' })).toBeNull();
    await waitFor(() => expect(sound.played).toHaveLength(5));

    await user.click(screen.getByRole('button', { name: 'Hear the Next Bar' }));
    expect(api.reveal).toHaveBeenCalledWith({ roundId: 'r1', index: 0 });
    expect(
      await screen.findByText(
        'The first 2 bars of 8. In G major, 3/4 time. Bar 1: D5, G4, A4, B4, C5. Bar 2: D5, G4, G4.',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'The first 2 bars on a staff' })).toBeTruthy();
    expect(drawn.abc.at(-1)).toContain('d2 GABc|d2 G2 G2|]');

    await user.click(screen.getByRole('radio', { name: 'Christian Petzold' }));
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(api.answer).toHaveBeenCalledWith({
      roundId: 'r1',
      index: 0,
      answer: 'Christian Petzold',
    });
    expect(verdict().textContent).toContain('Right!');
    expect(screen.queryByRole('button', { name: 'Hear the Next Bar' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Which work is it?')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: WORKS[1]! }));
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(verdict().textContent).toContain(
      'Christian Petzold: Minuet in G major, BWV Anh. 114 (1725).',
    );
    expect(
      within(screen.getByRole('region', { name: 'Round over' })).getByText('A new personal best!'),
    ).toBeTruthy();
  });
});

describe('Name the work, practice', () => {
  it('fetches the themes with practice, shows a bar more when asked, credits the theme, and stops', async () => {
    // Every draw takes the first: the first theme (Petzold's Minuet), its choices alphabetically.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const user = userEvent.setup();
    renderWithProviders(<NameTheWorkGame />, { session: visitor, path: '/games/name-the-work' });
    await user.click(screen.getByRole('button', { name: 'Practise' }));
    const heading = await screen.findByRole('heading', { name: 'Practice theme 1' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      screen.getByText('The first bar of 8. In G major, 3/4 time. Bar 1: D5, G4, A4, B4, C5.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hear the Next Bar' }));
    expect(await screen.findByText(/^The first 2 bars of 8\./)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Christian Petzold' }));
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(verdict().textContent).toContain('Right!');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Which work is it?');
    // The work's question keeps the bars shown.
    expect(screen.getByText(/^The first 2 bars of 8\./)).toBeTruthy();
    await user.click(
      screen.getByRole('radio', {
        name: 'Minuet in G major (Anna Magdalena Bach Notebook), BWV Anh. 114',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(verdict().textContent).toContain(
      'Christian Petzold: Minuet in G major (Anna Magdalena Bach Notebook), BWV Anh. 114 (1725).',
    );
    await user.click(screen.getByRole('button', { name: 'Stop practice' }));
    expect(screen.queryByRole('heading', { name: /^Practice theme/ })).toBeNull();
  });
});
