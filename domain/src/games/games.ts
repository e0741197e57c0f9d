// The music education games (docs/games.md): what each is called and what it asks. Plain values,
// no zod: the games' list names them.
import type { ChordPrompt } from './chords.js';
import type { IntervalPrompt } from './intervals.js';
import type { ThemePrompt } from './name-the-work.js';
import { MUSIC_GAMES_TITLE } from './title.js';

export const GAME_IDS = ['intervals', 'chords', 'name-the-work'] as const;
export type GameId = (typeof GAME_IDS)[number];

export const GAMES: Readonly<
  Record<
    GameId,
    { readonly name: string; readonly description: string; readonly chooseFirst: string }
  >
> = {
  intervals: {
    name: 'Intervals',
    description:
      'Hear two notes, one after the other or together, and name the interval between them.',
    chooseFirst: 'Choose an interval first.',
  },
  chords: {
    name: 'Chords and Cadences',
    description:
      'Hear a triad, a seventh chord or a cadence and name it: from major and minor triads to every chord and cadence.',
    chooseFirst: 'Choose a chord or cadence first.',
  },
  'name-the-work': {
    name: 'Name the Work',
    description:
      'A famous theme, bar by bar: name its composer, then the work. The fewer bars you need, the more points.',
    chooseFirst: 'Choose a name first.',
  },
};

/** A question as served: an interval, a chord or cadence, or a theme's bars shown so far. */
export type ServedPrompt = IntervalPrompt | ChordPrompt | ThemePrompt;

export function gamePath(game: GameId): string {
  return `/games/${game}`;
}

export const GAME_TEXTS = Object.freeze({
  listTitle: MUSIC_GAMES_TITLE,
  listIntro:
    'Train your ear. Practise as long as you like; signed in, your rounds are scored, with a personal best and a weekly leaderboard.',
  levelLabel: 'Level',
  start: 'Start Round',
  practice: 'Practise',
  play: 'Play Again',
  replay: 'Hear It Again',
  showNotes: 'Show the notes',
  answersLabel: 'Your answer',
  right: 'Right!',
  wrong: (answer: string) => `Not quite: it was ${answer}.`,
  score: (points: number) => `${points} points`,
  roundOver: 'Round over',
  personalBest: 'Personal best',
  newBest: 'A new personal best!',
  leaderboardTitle: 'This Week’s Leaderboard',
  leaderboardEmpty: 'No rounds played this week yet.',
  signInToScore: 'Sign in to keep your score.',
  questionOf: (index: number, total: number) => `Question ${index} of ${total}`,
  practiceQuestion: (index: number) => `Practice question ${index}`,
  answer: 'Answer',
  next: 'Next',
  stopPractice: 'Stop practice',
  nextBar: 'Hear the Next Bar',
  allBars: 'Every bar is shown.',
  themeOf: (theme: number, total: number) => `Theme ${theme} of ${total}`,
  practiceTheme: (theme: number) => `Practice theme ${theme}`,
  themePart: { composer: 'Who composed it?', work: 'Which work is it?' },
  chordStaffLabel: (notes: string) => `The chord on a staff: ${notes}`,
  cadenceStaffLabel: (key: string) => `The cadence on a staff, in ${key} major`,
  themeStaffLabel: (shown: number) =>
    shown === 1 ? 'The first bar on a staff' : `The first ${shown} bars on a staff`,
  pointsEarned: 'This answer',
  runningScore: 'Your score',
  staffLabel: (first: string, second: string, together: boolean) =>
    together
      ? `The notes on a staff: ${first} and ${second} together`
      : `The notes on a staff: ${first} then ${second}`,
  soundFailed:
    'The sound could not start in this browser: each question’s notes are written out in words.',
  stopped: 'The Game Stopped',
  levelReached: 'Level reached',
  rounds: 'Rounds played',
  profileSection: MUSIC_GAMES_TITLE,
});

/** What a refused game callable says. */
export const GAME_TOASTS = Object.freeze({
  noSuchRound: {
    title: 'Round Not Found',
    description: 'That round is not yours, or it has ended.',
  },
  notServed: {
    title: 'Not Yet Asked',
    description: 'Answer the question you were asked, once.',
  },
  roundOver: { title: 'Round Over', description: 'This round is over. Start a new one.' },
  noBars: { title: 'No Bars to Show', description: 'This question has no more bars to show.' },
});
