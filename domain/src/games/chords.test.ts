import { Interval, Note } from 'tonal';
import { describe, expect, it } from 'vitest';
import { describeChordPrompt, drawChordQuestion } from './chords.js';
import { CHORD_LEVELS, type ChordAnswerId } from './levels.js';
import { chordPromptSchema } from './schemas.js';

/** Semitones above the lowest note of each chord the game asks for. */
const SHAPES: Partial<Record<ChordAnswerId, number[]>> = {
  major: [0, 4, 7],
  minor: [0, 3, 7],
  diminished: [0, 3, 6],
  augmented: [0, 4, 8],
  'dominant-seventh': [0, 4, 7, 10],
  'major-seventh': [0, 4, 7, 11],
  'minor-seventh': [0, 3, 7, 10],
  'half-diminished': [0, 3, 6, 10],
  'diminished-seventh': [0, 3, 6, 9],
};
/** The bass's scale degree (semitones above the tonic) in the cadence's last two chords. */
const ENDINGS: Record<string, [number, number]> = {
  authentic: [7, 0],
  plagal: [5, 0],
  deceptive: [7, 9],
};

const degree = (key: string, note: string) =>
  (((Note.midi(note)! - Note.midi(`${key}4`)!) % 12) + 12) % 12;

describe('the chord levels', () => {
  it('grow from major and minor triads to every chord and cadence', () => {
    expect(CHORD_LEVELS[0]!.answers).toEqual(['major', 'minor']);
    expect(CHORD_LEVELS.at(-1)!.answers).toHaveLength(13);
  });
});

describe('drawChordQuestion', () => {
  it('plays the answer, spelt without double accidentals, offering the level’s choices', () => {
    for (let level = 1; level <= CHORD_LEVELS.length; level += 1) {
      for (let draw = 0; draw < 300; draw += 1) {
        const { prompt, answer } = drawChordQuestion(level, Math.random);
        expect(chordPromptSchema.safeParse(prompt).success).toBe(true);
        expect(prompt.choices).toEqual(CHORD_LEVELS[level - 1]!.answers);
        const notes = prompt.chords.flatMap((chord) => chord.notes);
        expect(notes.join(' ')).not.toMatch(/##|bb/);
        const shape = SHAPES[answer];
        if (shape) {
          expect(prompt.key).toBeNull();
          const notes = prompt.chords[0]!.notes;
          const [root, ...rest] = notes as [string, ...string[]];
          expect(notes.map((note) => Note.midi(note)! - Note.midi(root)!)).toEqual(shape);
          // Spelt in thirds: each note a third above the one before.
          rest.forEach((note, index) => {
            const below = index === 0 ? root : rest[index - 1]!;
            expect(Interval.distance(below, note)).toMatch(/^3/);
          });
        } else {
          expect(prompt.chords).toHaveLength(4);
          const bass = prompt.chords.map((chord) => degree(prompt.key!, chord.notes[0]!));
          expect(bass[0]).toBe(0);
          if (answer === 'half') expect(bass[3]).toBe(7);
          else expect(bass.slice(2)).toEqual(ENDINGS[answer]);
        }
      }
    }
  });
});

describe('describeChordPrompt', () => {
  it('says a chord’s notes, and a cadence’s key and chords in order', () => {
    expect(describeChordPrompt({ key: null, chords: [{ notes: ['C4', 'E4', 'G4'] }] })).toBe(
      'A chord: C4, E4, G4.',
    );
    expect(
      describeChordPrompt({
        key: 'C',
        chords: [{ notes: ['C3', 'C4', 'E4', 'G4'] }, { notes: ['G2', 'D4', 'G4', 'B4'] }],
      }),
    ).toBe('A cadence in C major: C3, C4, E4, G4; then G2, D4, G4, B4.');
  });
});
