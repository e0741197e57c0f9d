// The staff is drawn by abcjs from ABC text: a MIDI note becomes ABC's letter, octave marks and
// sharp, spelt as noteName spells it (sharps), so the staff and the spoken names agree.
import type { IntervalPrompt } from '@salon/domain';

const LETTERS = ['C', '^C', 'D', '^D', 'E', 'F', '^F', 'G', '^G', 'A', '^A', 'B'] as const;

/** A MIDI note in ABC: 60 (C4) is "C", 72 "c", 84 "c'", 48 "C,", 61 "^C". */
export function midiToAbc(midi: number): string {
  const octave = Math.floor(midi / 12) - 1;
  const letter = LETTERS[midi % 12]!;
  if (octave >= 5) return letter.toLowerCase() + "'".repeat(octave - 5);
  return letter + ','.repeat(4 - octave);
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
