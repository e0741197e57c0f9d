// Ear training, chords and cadences (docs/games.md): the chords and cadences a level asks for, a
// question drawn from them, and the words that tell a screen reader (or a member who cannot hear)
// what is played. Notes are spelt as tonal spells them (Eb4, not D#4), so the words, the staff and
// the answer agree.
import { Chord, Key, Note } from 'tonal';
import { CHORD_LEVELS, type ChordAnswerId } from './levels.js';

/** Each chord the game asks for, by tonal's chord symbol (its name: `CHORD_NAMES`, levels.ts). */
const CHORD_SYMBOLS = {
  major: 'M',
  minor: 'm',
  diminished: 'dim',
  augmented: 'aug',
  'dominant-seventh': '7',
  'major-seventh': 'maj7',
  'minor-seventh': 'm7',
  'half-diminished': 'm7b5',
  'diminished-seventh': 'dim7',
} as const satisfies Partial<Record<ChordAnswerId, string>>;
type ChordType = keyof typeof CHORD_SYMBOLS;

/** Each cadence the game asks for: the scale degrees (0-based, major key) of its four chords. */
const CADENCE_DEGREES = {
  authentic: [0, 3, 4, 0],
  plagal: [0, 5, 3, 0],
  half: [0, 5, 1, 4],
  deceptive: [0, 3, 4, 5],
} as const satisfies Partial<Record<ChordAnswerId, readonly number[]>>;
type CadenceType = keyof typeof CADENCE_DEGREES;

/**
 * What the player hears and chooses from; the answer stays with the function. A chord is one
 * group of notes, lowest first; a cadence is four, in `key` (a major key).
 */
export interface ChordPrompt {
  readonly kind: 'chord';
  readonly key: string | null;
  readonly chords: readonly { readonly notes: readonly string[] }[];
  readonly choices: readonly ChordAnswerId[];
}

export interface ChordQuestion {
  readonly prompt: ChordPrompt;
  readonly answer: ChordAnswerId;
}

/** Roots of a chord question: from G3 up to F#4, so every chord sits around middle C. */
const ROOTS = ['G3', 'Ab3', 'A3', 'Bb3', 'B3', 'C4', 'Db4', 'D4', 'Eb4', 'E4', 'F4', 'F#4'];
/** Keys of a cadence: the major keys with at most three flats or sharps. */
const KEYS = ['C', 'G', 'D', 'A', 'F', 'Bb', 'Eb'];

const isCadence = (id: ChordAnswerId): id is CadenceType => id in CADENCE_DEGREES;

/** A chord's notes in root position, or null when tonal would spell one with a double accidental. */
function chordNotes(type: ChordType, root: string): string[] | null {
  const notes = Chord.get(CHORD_SYMBOLS[type]).intervals.map((interval) =>
    Note.transpose(root, interval),
  );
  return notes.some((note) => /##|bb/.test(note)) ? null : notes;
}

/** `pitchClass` at the lowest octave whose MIDI number is at least `lowest`. */
function atOrAbove(pitchClass: string, lowest: number): string {
  for (let octave = 1; ; octave += 1) {
    const note = `${pitchClass}${octave}`;
    if (Note.midi(note)! >= lowest) return note;
  }
}

/**
 * A cadence in `key`: each chord its root in the bass, within a fourth below to a fifth above the
 * tonic (octave 3), over the triad in close position in the octave above middle C's tonic.
 */
function cadenceChords(type: CadenceType, key: string): { notes: string[] }[] {
  const scale = Key.majorKey(key).scale;
  const tonic = Note.midi(`${key}3`)!;
  return CADENCE_DEGREES[type].map((degree) => {
    const tones = [0, 2, 4].map((step) => scale[(degree + step) % 7]!);
    const bass = atOrAbove(tones[0]!, tonic - 5);
    const upper = tones
      .map((tone) => atOrAbove(tone, tonic + 12))
      .sort((a, b) => Note.midi(a)! - Note.midi(b)!);
    return { notes: [bass, ...upper] };
  });
}

/** A question of `level` (1-based), drawn with `random` (a uniform [0, 1) source). */
export function drawChordQuestion(level: number, random: () => number): ChordQuestion {
  const { answers } = CHORD_LEVELS[level - 1]!;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const answer = pick(answers);
  if (isCadence(answer)) {
    const key = pick(KEYS);
    return {
      prompt: { kind: 'chord', key, chords: cadenceChords(answer, key), choices: answers },
      answer,
    };
  }
  // Roots that would need a double flat or sharp (a diminished seventh on Db) are drawn again.
  for (;;) {
    const notes = chordNotes(answer, pick(ROOTS));
    if (notes)
      return {
        prompt: { kind: 'chord', key: null, chords: [{ notes }], choices: answers },
        answer,
      };
  }
}

/** What the question plays, in words: for screen readers, and for members who cannot hear it. */
export function describeChordPrompt(prompt: Pick<ChordPrompt, 'key' | 'chords'>): string {
  const chords = prompt.chords.map((chord) => chord.notes.join(', '));
  return prompt.key === null
    ? `A chord: ${chords[0] ?? ''}.`
    : `A cadence in ${prompt.key} major: ${chords.join('; then ')}.`;
}
