// Every game's question in words: what it plays (for screen readers, and for members who cannot
// hear it), what its staff shows, and its heading.
import {
  describeChordPrompt,
  describeIntervalPrompt,
  describeThemePrompt,
  GAME_TEXTS,
  noteName,
  type ServedPrompt,
} from '@salon/domain';

export function describePrompt(prompt: ServedPrompt): string {
  if (prompt.kind === 'interval') return describeIntervalPrompt(prompt);
  if (prompt.kind === 'chord') return describeChordPrompt(prompt);
  return describeThemePrompt(prompt);
}

/** The staff's name to assistive tech. */
export function staffLabel(prompt: ServedPrompt): string {
  if (prompt.kind === 'interval') {
    const [first, second] = prompt.notes.map(noteName) as [string, string];
    return GAME_TEXTS.staffLabel(first, second, prompt.order === 'harmonic');
  }
  if (prompt.kind === 'chord') {
    return prompt.key === null
      ? GAME_TEXTS.chordStaffLabel(prompt.chords[0]!.notes.join(', '))
      : GAME_TEXTS.cadenceStaffLabel(prompt.key);
  }
  return GAME_TEXTS.themeStaffLabel(prompt.bars.length);
}

/**
 * "Question 3 of 10", or a theme's ("Theme 2 of 5": a theme asks two questions, its composer and
 * its work); in practice, which goes on until the player stops, without the total.
 */
export function questionHeading(prompt: ServedPrompt, index: number, total: number | null) {
  if (prompt.kind === 'theme') {
    const theme = Math.floor(index / 2) + 1;
    return total === null
      ? GAME_TEXTS.practiceTheme(theme)
      : GAME_TEXTS.themeOf(theme, Math.ceil(total / 2));
  }
  return total === null
    ? GAME_TEXTS.practiceQuestion(index + 1)
    : GAME_TEXTS.questionOf(index + 1, total);
}
