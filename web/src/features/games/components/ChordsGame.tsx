import { CHORD_NAMES, drawChordQuestion, type ChordAnswerId } from '@salon/domain';
import type { GameKit } from '../game-kit';
import { GameRound } from './GameRound';

const chords: GameKit = {
  game: 'chords',
  choiceLabel: (choice) => CHORD_NAMES[choice as ChordAnswerId] ?? choice,
  practice: async (level) => ({
    next: () => ({ ...drawChordQuestion(level, Math.random), credit: null }),
  }),
};

/** Chords and cadences: a triad, a seventh chord or a cadence; name it. */
export function ChordsGame({ onRoundOver }: { onRoundOver?: () => void }) {
  return <GameRound kit={chords} onRoundOver={onRoundOver} />;
}
