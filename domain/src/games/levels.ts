// Each game's answers and levels by name, as the level select, the answers and the profile's
// record show them: plain data, apart from the theory (tonal) and the themes, so a page naming a
// level or an answer carries neither.
import type { GameId } from './games.js';

/** Each interval the game asks for, as tonal names it, with its English name. */
export const INTERVAL_NAMES = {
  '2m': 'Minor second',
  '2M': 'Major second',
  '3m': 'Minor third',
  '3M': 'Major third',
  '4P': 'Perfect fourth',
  '4A': 'Tritone',
  '5P': 'Perfect fifth',
  '6m': 'Minor sixth',
  '6M': 'Major sixth',
  '7m': 'Minor seventh',
  '7M': 'Major seventh',
  '8P': 'Octave',
  '9m': 'Minor ninth',
  '9M': 'Major ninth',
  '10m': 'Minor tenth',
  '10M': 'Major tenth',
  '11P': 'Perfect eleventh',
  '12P': 'Perfect twelfth',
} as const;
export type IntervalId = keyof typeof INTERVAL_NAMES;

/** The levels, from seconds and thirds to compound intervals; each asks for all of the last. */
export const INTERVAL_LEVELS: readonly {
  readonly name: string;
  readonly intervals: readonly IntervalId[];
}[] = [
  { name: 'Seconds and thirds', intervals: ['2m', '2M', '3m', '3M'] },
  { name: 'Fourths, fifths and the octave', intervals: ['2m', '2M', '3m', '3M', '4P', '5P', '8P'] },
  {
    name: 'Every interval within an octave',
    intervals: ['2m', '2M', '3m', '3M', '4P', '4A', '5P', '6m', '6M', '7m', '7M', '8P'],
  },
  {
    name: 'Compound intervals',
    intervals: ['3M', '4P', '5P', '8P', '9m', '9M', '10m', '10M', '11P', '12P'],
  },
];

export const CHORD_NAMES = {
  major: 'Major triad',
  minor: 'Minor triad',
  diminished: 'Diminished triad',
  augmented: 'Augmented triad',
  'dominant-seventh': 'Dominant seventh',
  'major-seventh': 'Major seventh',
  'minor-seventh': 'Minor seventh',
  'half-diminished': 'Half-diminished seventh',
  'diminished-seventh': 'Diminished seventh',
  authentic: 'Authentic cadence',
  plagal: 'Plagal cadence',
  half: 'Half cadence',
  deceptive: 'Deceptive cadence',
} as const;
export type ChordAnswerId = keyof typeof CHORD_NAMES;

const TRIADS: readonly ChordAnswerId[] = ['major', 'minor', 'diminished', 'augmented'];
const SEVENTHS: readonly ChordAnswerId[] = [
  'dominant-seventh',
  'major-seventh',
  'minor-seventh',
  'half-diminished',
  'diminished-seventh',
];
const CADENCES: readonly ChordAnswerId[] = ['authentic', 'plagal', 'half', 'deceptive'];

/** The levels, from major and minor triads to every chord and cadence. */
export const CHORD_LEVELS: readonly {
  readonly name: string;
  readonly answers: readonly ChordAnswerId[];
}[] = [
  { name: 'Major and minor triads', answers: ['major', 'minor'] },
  { name: 'Every triad', answers: TRIADS },
  { name: 'Triads and seventh chords', answers: [...TRIADS, ...SEVENTHS] },
  { name: 'Cadences', answers: CADENCES },
  { name: 'Every chord and cadence', answers: [...TRIADS, ...SEVENTHS, ...CADENCES] },
];

export const GAME_LEVELS: Readonly<Record<GameId, readonly { readonly name: string }[]>> = {
  intervals: INTERVAL_LEVELS,
  chords: CHORD_LEVELS,
  'name-the-work': [{ name: 'Four choices' }, { name: 'Six choices, from one period' }],
};

/** The highest level of any game, which a record's level may reach. */
export const MOST_LEVELS = Math.max(...Object.values(GAME_LEVELS).map((levels) => levels.length));
