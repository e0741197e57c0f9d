// Ear training, intervals (docs/games.md): the intervals a level asks for, a question drawn from
// them, and the words that tell a screen reader (or a member who cannot hear) what is played.
import { Interval, Note } from 'tonal';
import { INTERVAL_LEVELS, type IntervalId } from './levels.js';

export function intervalSemitones(id: IntervalId): number {
  return Interval.semitones(id) ?? 0;
}

/** How the two notes sound: one after the other, up or down, or together. */
export type IntervalOrder = 'ascending' | 'descending' | 'harmonic';

/** What the player hears and chooses from; the answer stays with the function. */
export interface IntervalPrompt {
  readonly kind: 'interval';
  /** The notes as MIDI numbers, in the order played (both at once when harmonic). */
  readonly notes: readonly [number, number];
  readonly order: IntervalOrder;
  readonly choices: readonly IntervalId[];
}

export interface IntervalQuestion {
  readonly prompt: IntervalPrompt;
  readonly answer: IntervalId;
}

/** The lowest note a question starts from, and the highest it may reach (C3 to C6). */
const LOWEST = 48;
const HIGHEST = 84;
const ORDERS: readonly IntervalOrder[] = ['ascending', 'descending', 'harmonic'];

/** A question of `level` (1-based), drawn with `random` (a uniform [0, 1) source). */
export function drawIntervalQuestion(level: number, random: () => number): IntervalQuestion {
  const { intervals } = INTERVAL_LEVELS[level - 1]!;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const answer = pick(intervals);
  const span = intervalSemitones(answer);
  const low = LOWEST + Math.floor(random() * (HIGHEST - LOWEST - span + 1));
  const order = pick(ORDERS);
  const notes: [number, number] = order === 'descending' ? [low + span, low] : [low, low + span];
  return { prompt: { kind: 'interval', notes, order, choices: intervals }, answer };
}

/** A MIDI note as a reader says it: "C4", "F#4". */
export function noteName(midi: number): string {
  return Note.fromMidiSharps(midi);
}

/** What the question plays, in words: for screen readers, and for members who cannot hear it. */
export function describeIntervalPrompt(prompt: IntervalPrompt): string {
  const [first, second] = prompt.notes.map(noteName);
  return prompt.order === 'harmonic'
    ? `Two notes together: ${first} and ${second}.`
    : `Two notes, one after the other: ${first} then ${second}.`;
}
