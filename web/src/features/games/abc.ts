// The staff is drawn by abcjs from ABC text: a MIDI note becomes ABC's letter, octave marks and
// sharp, spelt as noteName spells it (sharps), so the staff and the spoken names agree; a note
// named as tonal spells it ("Eb4") keeps its own spelling.
import { tuneOf, type IntervalPrompt, type ServedPrompt } from '@salon/domain';

const LETTERS = ['C', '^C', 'D', '^D', 'E', 'F', '^F', 'G', '^G', 'A', '^A', 'B'] as const;

function placed(letter: string, octave: number): string {
  if (octave >= 5) return letter.toLowerCase() + "'".repeat(octave - 5);
  return letter + ','.repeat(4 - octave);
}

/** A MIDI note in ABC: 60 (C4) is "C", 72 "c", 84 "c'", 48 "C,", 61 "^C". */
export function midiToAbc(midi: number): string {
  return placed(LETTERS[midi % 12]!, Math.floor(midi / 12) - 1);
}

/** A note as tonal names it in ABC: "Eb4" is "_E", "F#5" "^f", "C3" "C,". */
export function noteToAbc(note: string): string {
  const [, letter = 'C', accidental = '', octave = '4'] =
    /^([A-G])(#{1,2}|b{1,2})?(-?\d)$/.exec(note) ?? [];
  const sign = accidental.replace(/#/g, '^').replace(/b/g, '_');
  return placed(sign + letter, Number(octave));
}

/**
 * The question's two notes as a tune: one after the other, or a chord when harmonic; on the bass
 * clef when both lie below middle C, where the treble's ledger lines would pile up.
 */
export function promptToAbc(prompt: Pick<IntervalPrompt, 'notes' | 'order'>): string {
  const [first, second] = prompt.notes.map(midiToAbc);
  const body = prompt.order === 'harmonic' ? `[${first}${second}]2` : `${first}2 ${second}2`;
  const clef = Math.max(...prompt.notes) < 60 ? ' clef=bass' : '';
  return `X:1\nL:1/4\nK:C${clef}\n${body}|]\n`;
}

/**
 * A chord, or a cadence's chords, as a tune: a cadence on two staves, the bass alone below, the
 * three upper voices above.
 */
function chordsToAbc(prompt: Extract<ServedPrompt, { kind: 'chord' }>): string {
  const block = (notes: readonly string[]) => `[${notes.map(noteToAbc).join('')}]2`;
  if (prompt.key === null) {
    return `X:1\nL:1/4\nK:C\n${block(prompt.chords[0]!.notes)}|]\n`;
  }
  // A bar per chord: an accidental holds to the end of its bar, and each chord spells its own.
  const upper = prompt.chords.map((chord) => block(chord.notes.slice(1))).join('|');
  const bass = prompt.chords.map((chord) => `${noteToAbc(chord.notes[0]!)}2`).join('|');
  return `X:1\nL:1/4\n%%score (U B)\nV:U clef=treble\nV:B clef=bass\nK:C\n[V:U] ${upper}|]\n[V:B] ${bass}|]\n`;
}

/** Any question as a tune abcjs draws: the notes, the chords, or a theme's bars shown so far. */
export function servedToAbc(prompt: ServedPrompt): string {
  if (prompt.kind === 'interval') return promptToAbc(prompt);
  if (prompt.kind === 'chord') return chordsToAbc(prompt);
  return tuneOf(prompt.header, prompt.bars);
}
